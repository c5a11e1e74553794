// npm run db:freshness — prints the SQL that makes the content-version triggers match the freshness registry
// (src/server/content-pages/freshness.ts): paste it at the end of a new custom migration, after a line
// `-- hand-written below` (the registry's comment says when).
import { freshnessTriggersSql } from "@/server/content-pages/freshness";

console.log(freshnessTriggersSql());
