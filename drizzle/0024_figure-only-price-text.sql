-- A price view that only writes out the price ("$935,000" for 935000) is that figure, not the agent's own words: kept as
-- none, as the feed merge now keeps it (src/server/listings/merge.ts, writesOutThePrice), so that the search filters and
-- sorts such listings by their price as it does any price shown, instead of by its band.
UPDATE "listings" SET "price_text" = NULL
WHERE "price_text" IS NOT NULL
  AND "search_price" IS NOT NULL
  AND ("price_text" ~ '^\s*\$?\s?[0-9]{1,3}(,[0-9]{3})*\s*$' OR "price_text" ~ '^\s*\$?\s?[0-9]+\s*$')
  AND regexp_replace("price_text", '[^0-9]', '', 'g') = "search_price"::text;
