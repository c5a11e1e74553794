// Shared by the listing benchmarks: a synthetic stock of homes for sale posted to the site's feed endpoint.

const suburbs = [
  ["Oran Park", "2570"],
  ["Gregory Hills", "2557"],
  ["Gledswood Hills", "2557"],
  ["Leppington", "2179"],
  ["Cobbitty", "2570"],
];

/** A REAXML file of homes `from` … `from + count - 1` for sale with shown prices, spread over five suburbs (no photos). */
export function feed(count, from = 0) {
  const homes = Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const [suburb, postcode] = suburbs[i % suburbs.length];
    const day = String(1 + (i % 27)).padStart(2, "0");
    return `<residential modTime="2026-11-${day}-09:00:00" status="current"><agentID>BENCH</agentID><uniqueID>BENCH-${i}</uniqueID><authority value="exclusive"/><underOffer value="no"/><price display="yes">${600_000 + (i % 60) * 15_000}</price><address display="yes"><streetNumber>${i + 1}</streetNumber><street>Bench Street</street><suburb display="yes">${suburb}</suburb><state>NSW</state><postcode>${postcode}</postcode><country>AUS</country></address><category name="House"/><headline>Family home ${i}</headline><description>A bright family home close to schools and shops.</description><features><bedrooms>${3 + (i % 3)}</bedrooms><bathrooms>2</bathrooms><garages>2</garages></features></residential>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<propertyList date="2026-11-27-09:00:00">\n${homes.join("\n")}\n</propertyList>\n`;
}

/** Posts `total` homes to the site in files of at most 5,000 (the endpoint takes 50 MB), each applied before the next. */
export async function importStock(origin, token, total) {
  for (let from = 0; from < total; from += 5000) {
    const posted = await fetch(`${origin}/api/feeds/reaxml?filename=bench-${from}.xml`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/xml" },
      body: feed(Math.min(5000, total - from), from),
    });
    if (posted.status !== 202) throw new Error(`the feed answered ${posted.status}`);
    const { id } = await posted.json();
    for (let tries = 0; ; tries++) {
      const status = (await (await fetch(`${origin}/api/feeds/reaxml/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json())
        .status;
      if (status === "applied") break;
      if (tries > 1200) throw new Error(`the feed file is still ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
