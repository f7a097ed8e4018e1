export { BlogIndexPage as Component } from './blog-index-page.tsx';
