// Compiled only by tsconfig.dom.json, beside the browser entries, in a project without @types/node. If a
// dependency's types pull @types/node in again (a `/// <reference types="node" />`, as @types/qrcode has),
// `Buffer` exists, this directive is unused, and the check fails instead of passing on Node's types.
// @ts-expect-error Buffer is Node's: a DOM-only project has none
export type NodeBuffer = Buffer;
