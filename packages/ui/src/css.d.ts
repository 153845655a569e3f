// Style sheets are handled by the bundler of the app that imports this package.
declare module '*.css';
