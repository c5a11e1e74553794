import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoFacade } from "./video-facade";

const props = {
  title: "Meet Our Scholar",
  poster: "/art/mission/scholar-video-poster.svg",
  posterAlt: "A poster",
  playLabel: "Play video: Meet Our Scholar",
};

describe("VideoFacade", () => {
  it("with a video id, offers a play button over the poster and no player yet", () => {
    const html = renderToStaticMarkup(<VideoFacade {...props} youtubeId="abcdefghijk" />);
    expect(html).toContain('aria-label="Play video: Meet Our Scholar"');
    expect(html).toContain('src="/art/mission/scholar-video-poster.svg"');
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("Video coming soon");
  });

  it("without a video id, shows the poster as coming soon, with nothing to press", () => {
    const html = renderToStaticMarkup(<VideoFacade {...props} youtubeId={null} />);
    expect(html).toContain('src="/art/mission/scholar-video-poster.svg"');
    expect(html).toContain("Video coming soon");
    expect(html).not.toContain("<button");
    expect(html).not.toContain("youtube");
  });
});
