// Self-hosted fonts (no third-party font CDN). Each CSS file declares every subset with a
// unicode-range, so a browser downloads only the Latin files Italian and English text needs.
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import '@fontsource/barlow/500.css';
import '@fontsource/barlow/600.css';
import '@fontsource/barlow/700.css';
