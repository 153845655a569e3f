// Style sheets are handled by the bundler of the app that imports this package.
declare module '*.css';
// Font files imported as URLs (`?url`) are emitted by the bundler of the app too.
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
