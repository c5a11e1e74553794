import type { Thing, WithContext } from "schema-dts";

/** Serialises structured data for a <script> tag; `<` is escaped so content can never close the tag. */
export function serializeJsonLd(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
