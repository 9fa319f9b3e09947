import postgres from 'postgres';

/** Creates `name` on the cluster behind `adminUrl` unless it exists (used for the embedded cluster). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`select 1 as found from pg_database where datname = ${name}`;
    if (!row) {
      await admin.unsafe(
        `create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`,
      );
    }
  } finally {
    await admin.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
