/// <reference types="vite/client" />

/** The year the site was built, for the footer: fixed at build so server and client agree. */
declare const __BUILD_YEAR__: number;
