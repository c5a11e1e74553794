import { describe, expect, it } from "vitest";
import { HERO_MAX_DARKNESS, HERO_MAX_SCALE, heroFrame, heroProgress } from "./hero-frame";

describe("heroFrame", () => {
  it.each([
    // progress, scale, darkness, interior opacity, headline, hint
    [0.05, 1 + (HERO_MAX_SCALE - 1) * (0.05 / 0.35), 0, 0, 0, true],
    [0.2, 1 + (HERO_MAX_SCALE - 1) * (0.2 / 0.35), 0, 0, 0, false],
    [0.5, HERO_MAX_SCALE, HERO_MAX_DARKNESS * 0.5, 0, 0, false],
    [0.8, HERO_MAX_SCALE, HERO_MAX_DARKNESS, (0.8 - 0.65) / 0.35, 1, false],
    [0.95, HERO_MAX_SCALE, HERO_MAX_DARKNESS, (0.95 - 0.65) / 0.35, 1, false],
  ])("at progress %s", (progress, scale, darkness, interiorOpacity, headlineIndex, showHint) => {
    const frame = heroFrame(progress);
    expect(frame.scale).toBeCloseTo(scale, 6);
    expect(frame.darkness).toBeCloseTo(darkness, 6);
    expect(frame.interiorOpacity).toBeCloseTo(interiorOpacity, 6);
    expect(frame.headlineIndex).toBe(headlineIndex);
    expect(frame.showHint).toBe(showHint);
  });

  it("switches the headline only once the fade phase exceeds 0.3", () => {
    const switchAt = 0.65 + 0.3 * 0.35;
    expect(heroFrame(switchAt - 0.001).headlineIndex).toBe(0);
    expect(heroFrame(switchAt + 0.001).headlineIndex).toBe(1);
  });

  it("shows the scroll hint only below 0.1", () => {
    expect(heroFrame(0.099).showHint).toBe(true);
    expect(heroFrame(0.1).showHint).toBe(false);
  });

  it("clamps progress outside 0..1", () => {
    expect(heroFrame(-1)).toEqual(heroFrame(0));
    expect(heroFrame(2)).toEqual(heroFrame(1));
  });
});

describe("heroProgress", () => {
  it("scales over 1.2 viewport heights", () => {
    expect(heroProgress(0, 1000)).toBe(0);
    expect(heroProgress(600, 1000)).toBeCloseTo(0.5);
    expect(heroProgress(1200, 1000)).toBe(1);
    expect(heroProgress(5000, 1000)).toBe(1);
    expect(heroProgress(100, 0)).toBe(0);
  });
});
