/** A YAML file parsed at build time (build/contract-parsed.ts). */
declare module '*.yaml?parsed' {
  const value: unknown;
  export default value;
}
