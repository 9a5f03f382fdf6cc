export { Footer, legalLinks, type FooterProps } from './Footer';
