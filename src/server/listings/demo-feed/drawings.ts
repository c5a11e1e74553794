import "server-only";
import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { svgFontFiles } from "@/server/fonts";
import type { DemoImage, DemoListing } from "./model";
import { createRandom } from "./random";

/*
 * The demo listings' photos and floor plans, drawn in code as SVG and rendered to JPEG: a street view of the house,
 * a living room and a floor plan, each from the listing's own look (colours, roof, storeys, garage), so no stock
 * photography is ever needed or shipped.
 */

const W = 1200;
const H = 800;

function frontSvg(listing: DemoListing): string {
  const look = listing.look;
  const r = createRandom(`${listing.uniqueId}/front`);
  const sky =
    look.sky === "day"
      ? `<stop offset="0" stop-color="#7fb6e0"/><stop offset="1" stop-color="#e3f0f8"/>`
      : `<stop offset="0" stop-color="#5b5a8c"/><stop offset="0.6" stop-color="#e49a6a"/><stop offset="1" stop-color="#f6d3a1"/>`;
  const left = 170 + r.int(-30, 30);
  const right = 1030 + r.int(-30, 30);
  const ground = 640;
  const storeyHeight = 190;
  const top = ground - storeyHeight * look.storeys;
  const garageWidth = listing.garages >= 2 ? 300 : 170;
  const garageLeft = right - garageWidth - 30;
  const roofRise = look.roofStyle === "skillion" ? 60 : 130;
  const roof =
    look.roofStyle === "hip"
      ? `<polygon points="${left - 35},${top} ${left + 130},${top - roofRise} ${right - 130},${top - roofRise} ${right + 35},${top}" fill="${look.roof}"/>`
      : look.roofStyle === "gable"
        ? `<polygon points="${left - 35},${top} ${left - 35},${top - 20} ${(left + garageLeft) / 2},${top - roofRise - 20} ${garageLeft + 40},${top - 20} ${right + 35},${top - 20} ${right + 35},${top}" fill="${look.roof}"/>`
        : `<polygon points="${left - 35},${top} ${left - 35},${top - 25} ${right + 35},${top - roofRise} ${right + 35},${top}" fill="${look.roof}"/>`;
  const windows: string[] = [];
  const window = (x: number, y: number, w: number, h: number) =>
    windows.push(
      `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="${look.trim}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${look.trim}" stroke-width="6"/>`,
    );
  window(left + 50, ground - 150, 150, 100);
  window(left + 250, ground - 150, 110, 100);
  if (look.storeys === 2) {
    for (let x = left + 50; x + 140 < right - 30; x += 210) window(x, top + 45, 140, 95);
  }
  const doorX = garageLeft - 110;
  const garage = Array.from(
    { length: 7 },
    (_, i) =>
      `<line x1="${garageLeft + 10}" y1="${ground - 150 + i * 21}" x2="${garageLeft + garageWidth - 10}" y2="${ground - 150 + i * 21}" stroke="#00000022" stroke-width="3"/>`,
  ).join("");
  const tree = look.tree
    ? `<rect x="${left - 110}" y="${ground - 170}" width="18" height="180" fill="#5b4330"/><circle cx="${left - 100}" cy="${ground - 200}" r="85" fill="#4f7a3a"/><circle cx="${left - 150}" cy="${ground - 150}" r="60" fill="#5f8c45"/><circle cx="${left - 50}" cy="${ground - 150}" r="62" fill="#466e33"/>`
    : "";
  const clouds = Array.from({ length: 3 }, () => {
    const cx = r.int(80, 1120);
    const cy = r.int(60, 200);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${r.int(60, 110)}" ry="${r.int(18, 30)}" fill="#ffffff" opacity="0.75"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${sky}</linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe3ef"/><stop offset="0.5" stop-color="#7d9bb0"/><stop offset="1" stop-color="#3d5568"/></linearGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa85a"/><stop offset="1" stop-color="#5d8a3c"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${clouds}
  <rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>
  <polygon points="${garageLeft},${ground} ${garageLeft + garageWidth},${ground} ${garageLeft + garageWidth + 140},${H} ${garageLeft - 90},${H}" fill="#c9c4ba"/>
  <polygon points="${doorX + 20},${ground} ${doorX + 70},${ground} ${doorX + 40},${H} ${doorX - 40},${H}" fill="#b9b2a6"/>
  ${tree}
  <rect x="${left}" y="${top}" width="${right - left}" height="${ground - top}" fill="${look.wall}"/>
  <rect x="${left}" y="${ground - 12}" width="${right - left}" height="12" fill="#00000018"/>
  ${roof}
  <rect x="${left - 35}" y="${top - 6}" width="${right - left + 70}" height="10" fill="${look.trim}"/>
  ${windows.join("")}
  <rect x="${garageLeft}" y="${ground - 160}" width="${garageWidth}" height="160" fill="${look.trim}"/>
  <rect x="${garageLeft + 8}" y="${ground - 152}" width="${garageWidth - 16}" height="152" fill="#d7d4ce"/>
  ${garage}
  <rect x="${doorX}" y="${ground - 190}" width="80" height="190" fill="${look.door}"/>
  <rect x="${doorX + 62}" y="${ground - 105}" width="6" height="36" fill="#d9d9d9"/>
  <rect x="${doorX - 40}" y="${ground - 200}" width="160" height="12" fill="${look.trim}"/>
  <rect x="60" y="${ground + 40}" width="46" height="70" rx="4" fill="${look.trim}"/>
  <text x="83" y="${ground + 84}" font-family="Inter" font-size="26" fill="#ffffff" text-anchor="middle">${listing.streetNumber}</text>
  <rect x="0" y="${ground + 8}" width="${W}" height="6" fill="#00000010"/>
</svg>`;
}

function livingSvg(listing: DemoListing): string {
  const look = listing.look;
  const r = createRandom(`${listing.uniqueId}/living`);
  const sofaX = r.int(260, 420);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8cc0e6"/><stop offset="0.7" stop-color="#d8ebf6"/><stop offset="0.7" stop-color="#7ea35c"/><stop offset="1" stop-color="#5f8a42"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.floor}"/><stop offset="1" stop-color="#00000030"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#f3f0ea"/>
  <polygon points="0,0 160,90 160,560 0,${H}" fill="#e6e1d8"/>
  <polygon points="${W},0 ${W - 160},90 ${W - 160},560 ${W},${H}" fill="#e9e5dd"/>
  <rect x="160" y="90" width="${W - 320}" height="470" fill="#f7f5f1"/>
  <polygon points="0,${H} 160,560 ${W - 160},560 ${W},${H}" fill="${look.floor}"/>
  <polygon points="0,${H} 160,560 ${W - 160},560 ${W},${H}" fill="url(#floor)" opacity="0.35"/>
  <rect x="${W - 560}" y="140" width="330" height="330" fill="#ffffff"/>
  <rect x="${W - 548}" y="152" width="306" height="306" fill="url(#view)"/>
  <line x1="${W - 395}" y1="152" x2="${W - 395}" y2="458" stroke="#ffffff" stroke-width="10"/>
  <rect x="220" y="170" width="170" height="120" fill="${look.accent}" opacity="0.85"/>
  <rect x="232" y="182" width="146" height="96" fill="none" stroke="#ffffff" stroke-width="4"/>
  <ellipse cx="${sofaX + 250}" cy="650" rx="330" ry="55" fill="${look.accent}" opacity="0.35"/>
  <rect x="${sofaX}" y="430" width="460" height="120" rx="24" fill="#8e8a84"/>
  <rect x="${sofaX + 20}" y="470" width="420" height="90" rx="18" fill="#a29e97"/>
  <rect x="${sofaX - 20}" y="450" width="60" height="120" rx="20" fill="#7f7b75"/>
  <rect x="${sofaX + 420}" y="450" width="60" height="120" rx="20" fill="#7f7b75"/>
  <rect x="${sofaX + 60}" y="452" width="90" height="60" rx="12" fill="${look.accent}"/>
  <rect x="${sofaX + 130}" y="610" width="240" height="22" rx="6" fill="#5a4634"/>
  <rect x="${sofaX + 150}" y="632" width="12" height="40" fill="#5a4634"/><rect x="${sofaX + 338}" y="632" width="12" height="40" fill="#5a4634"/>
  <line x1="${W / 2}" y1="0" x2="${W / 2}" y2="120" stroke="#333333" stroke-width="3"/>
  <path d="M ${W / 2 - 45} 160 Q ${W / 2} 100 ${W / 2 + 45} 160 Z" fill="#2f2f2f"/>
  <rect x="${W - 250}" y="470" width="50" height="80" rx="8" fill="#d7cfc4"/>
  <circle cx="${W - 225}" cy="440" r="48" fill="#5d8a4a"/><circle cx="${W - 255}" cy="410" r="32" fill="#6f9c57"/>
</svg>`;
}

interface Room {
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

function planSvg(listing: DemoListing): string {
  // The house's footprint in metres, from its internal area, drawn at a fixed scale inside the sheet.
  const area = Math.max(110, listing.buildingArea / listing.look.storeys);
  const depthM = Math.round(Math.sqrt(area * 1.25));
  const widthM = Math.round(area / depthM);
  const margin = 90;
  const scale = Math.min((W - 2 * margin) / widthM, (H - 2 * margin - 70) / depthM);
  const ox = (W - widthM * scale) / 2;
  const oy = margin + 10;
  const rooms: Room[] = [];
  const row = (y: number, h: number, labels: string[], weights: number[]) => {
    const total = weights.reduce((a, b) => a + b, 0);
    let x = 0;
    labels.forEach((label, i) => {
      const w = (widthM * weights[i]!) / total;
      rooms.push({ label, x, y, w, h });
      x += w;
    });
  };
  const front = depthM * 0.34;
  const middle = depthM * 0.26;
  const back = depthM - front - middle;
  row(0, front, listing.garages > 0 ? ["Bed 1", "Entry", listing.garages >= 2 ? "Double garage" : "Garage"] : ["Bed 1", "Entry", "Study"], [
    4,
    1.6,
    listing.garages >= 2 ? 4 : 2.8,
  ]);
  const bedsHere = listing.look.storeys === 2 ? 1 : Math.max(1, listing.bedrooms - 1);
  const middleLabels =
    listing.look.storeys === 2
      ? ["Study", "Bath", "Laundry", "Stairs"]
      : [...Array.from({ length: bedsHere }, (_, i) => `Bed ${i + 2}`), "Bath", "Laundry"];
  row(
    front,
    middle,
    middleLabels,
    middleLabels.map((label) => (label.startsWith("Bed") || label === "Study" ? 3 : 1.7)),
  );
  row(front + middle, back, ["Family / meals", "Kitchen"], [3, 2]);
  const walls = rooms
    .map((room) => {
      const x = ox + room.x * scale;
      const y = oy + room.y * scale;
      const w = room.w * scale;
      const h = room.h * scale;
      const size = `${room.w.toFixed(1)} × ${room.h.toFixed(1)}`;
      const small = w < 120;
      return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${room.label.includes("arage") ? "#eceae6" : "#ffffff"}" stroke="#222222" stroke-width="6"/>
  <text x="${(x + w / 2).toFixed(1)}" y="${(y + h / 2).toFixed(1)}" font-family="Inter" font-size="${small ? 17 : 24}" fill="#222222" text-anchor="middle">${room.label}</text>
  <text x="${(x + w / 2).toFixed(1)}" y="${(y + h / 2 + 26).toFixed(1)}" font-family="Inter" font-size="${small ? 14 : 18}" fill="#666666" text-anchor="middle">${size}</text>`;
    })
    .join("\n  ");
  const alfrescoY = oy + depthM * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#fbfaf7"/>
  <text x="${W / 2}" y="56" font-family="Inter" font-size="30" fill="#222222" text-anchor="middle">${listing.streetNumber} ${listing.street}, ${listing.suburb.name} · ground floor</text>
  ${walls}
  <rect x="${(ox + widthM * scale * 0.1).toFixed(1)}" y="${alfrescoY.toFixed(1)}" width="${(widthM * scale * 0.5).toFixed(1)}" height="50" fill="#f0ebe2" stroke="#999999" stroke-width="3" stroke-dasharray="10 6"/>
  <text x="${(ox + widthM * scale * 0.35).toFixed(1)}" y="${(alfrescoY + 33).toFixed(1)}" font-family="Inter" font-size="20" fill="#555555" text-anchor="middle">Alfresco</text>
  <text x="${W - 40}" y="${H - 24}" font-family="Inter" font-size="16" fill="#888888" text-anchor="end">Approximate dimensions in metres · for illustration only</text>
</svg>`;
}

/** The SVG of one of a listing's images. */
export function drawingSvg(listing: DemoListing, image: DemoImage): string {
  if (image.view === "front") return frontSvg(listing);
  if (image.view === "living") return livingSvg(listing);
  return planSvg(listing);
}

/**
 * Renders a drawing to a JPEG `width` pixels wide (3:2), the same bytes for the same drawing. Both steps run off the
 * event loop (resvg's and sharp's worker threads), so a server making the demo feed keeps answering.
 */
export async function renderDrawing(svg: string, width: number): Promise<Buffer> {
  const font = { loadSystemFonts: false, fontFiles: await svgFontFiles(), defaultFontFamily: "Inter" };
  const png = (await renderAsync(svg, { font, fitTo: { mode: "width", value: width } })).asPng();
  return sharp(png).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
}
