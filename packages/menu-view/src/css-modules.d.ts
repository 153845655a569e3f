// CSS modules are compiled by the bundler of the app that imports this package (Vite in both apps).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
