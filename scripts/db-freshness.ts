// npm run db:freshness — prints the SQL that makes the content-version triggers match the freshness registry
// (src/server/db/freshness.ts): paste it at the end of a new custom migration, after a line
// `-- hand-written below` (the registry's comment says when).
import { freshnessTriggersSql } from "@/server/db/freshness";

console.log(freshnessTriggersSql());
