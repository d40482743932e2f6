import {
  type ComponentType,
  cloneElement,
  type LazyExoticComponent,
  type ReactElement,
  Suspense,
  useState,
} from 'react';

/** What a deferred menu's module renders: Mantine's `Menu` (opened at first) around the given target. */
export type DeferredMenuProps = { target: ReactElement };

type TargetProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

type Props = {
  /** The menu's button, as it looks before and after the menu code arrives. */
  target: ReactElement<TargetProps>;
  /** `lazy(load)`, created once at module level. */
  menu: LazyExoticComponent<ComponentType<DeferredMenuProps>>;
  load: () => Promise<unknown>;
};

/**
 * A header menu whose code (Menu, Popover, floating-ui, focus trap) loads on first use rather than with the page:
 * until then only its button renders; pointing at or focusing the button starts the download, the first click
 * mounts the real menu already open. After that it is the plain Mantine menu.
 */
export function DeferredMenu({ target, menu: RealMenu, load }: Props) {
  const [used, setUsed] = useState(false);
  const preload = () => void load().catch(() => undefined);
  const idle = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setUsed(true),
    onPointerEnter: preload,
    onFocus: preload,
  });
  if (!used) return idle;
  return (
    <Suspense fallback={idle}>
      <RealMenu target={target} />
    </Suspense>
  );
}
