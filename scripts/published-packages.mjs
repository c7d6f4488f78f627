// The workspace packages published to the registry, by folder: what the package checks pack and
// install, and what the API reports cover.
export const PUBLISHED_PACKAGES = [
  "packages/contract",
  "packages/core",
  "packages/label-fonts",
  "packages/client",
  "apps/server",
  "packages/cli",
];
