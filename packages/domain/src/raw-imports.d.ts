// Vite's `?raw` imports (file text as a string), used by tests that inspect source files.
declare module '*?raw' {
  const text: string;
  export default text;
}
