// Tailwind CSS 4 runs as a PostCSS plugin; its settings live in app/globals.css.
const config = {
  plugins: {
    '@tailwindcss/postcss': {},
  },
};

export default config;
