/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
// The load context's shape is declared once, in app/http/load-context.ts.
