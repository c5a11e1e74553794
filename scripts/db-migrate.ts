// npm run db:migrate — applies the committed migrations to DATABASE_URL, or to the PGlite folder in DATA_DIR
// (refused while a running site holds that folder).
import path from "node:path";
import { env } from "@/env";
import { openDatabase } from "@/server/db/connect";

const handle = await openDatabase(
  env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR) },
);
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
