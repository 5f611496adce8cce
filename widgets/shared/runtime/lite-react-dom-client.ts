/**
 * `react-dom/client` in the light build (see lite-react.ts): `createRoot` over Preact's `render`,
 * which is all widgets/shared/runtime/define-element.tsx uses. No `hydrateRoot`: the light scripts render on
 * the client only.
 */
import { render, type ComponentChild, type ContainerNode } from 'preact';
import './lite-react.ts';

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

export function createRoot(container: ContainerNode): Root {
  return {
    render: (children) => render(children, container),
    unmount: () => render(null, container),
  };
}
