import { act, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Suspense } from '../../src/client/components/Suspense';

// A prerendered page's root stays inert until every boundary on it has committed its content
// (src/client/app/hydration.ts); here the content is held back by a lazy component instead of
// by React's later hydration pass, the same wait.

function deferred() {
  let resolve!: (module: { default: ComponentType }) => void;
  const promise = new Promise<{ default: ComponentType }>((done) => (resolve = done));
  return { Lazy: lazy(() => promise), resolve };
}

function inertRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('inert', '');
  document.body.append(root);
  return root;
}

afterEach(() => document.getElementById('root')?.remove());

it('keeps the page inert until the innermost boundary has shown its content', async () => {
  const element = inertRoot();
  const { Lazy, resolve } = deferred();
  const root = createRoot(element);
  await act(async () =>
    root.render(
      <Suspense fallback={null}>
        <p>Outer</p>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy />
        </Suspense>
      </Suspense>,
    ),
  );
  expect(element.textContent).toBe('OuterLoading');
  expect(element.hasAttribute('inert')).toBe(true);
  await act(async () => resolve({ default: () => <p>Form</p> }));
  expect(element.textContent).toBe('OuterForm');
  expect(element.hasAttribute('inert')).toBe(false);
  act(() => root.unmount());
});

it('does not wait for a boundary taken away before its content showed', async () => {
  const element = inertRoot();
  const { Lazy } = deferred();
  const root = createRoot(element);
  const page = (withLazy: boolean) => (
    <Suspense fallback={null}>
      <p>Outer</p>
      {withLazy ? (
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      ) : null}
    </Suspense>
  );
  await act(async () => root.render(page(true)));
  expect(element.hasAttribute('inert')).toBe(true);
  await act(async () => root.render(page(false)));
  expect(element.hasAttribute('inert')).toBe(false);
  act(() => root.unmount());
});
