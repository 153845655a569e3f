// Self-hosted fonts (no third-party font CDN). Each face declares its subset with a unicode-range,
// so a browser downloads only the Latin files Italian and English text needs.
import './public-sans-variable.css';
import '@fontsource/barlow/500.css';
import '@fontsource/barlow/600.css';
import '@fontsource/barlow/700.css';
