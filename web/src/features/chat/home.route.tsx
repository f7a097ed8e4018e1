// The home route's module, loaded on demand: the chat's code lives behind it.
export { HomePage as Component } from './components/home-page.tsx';
