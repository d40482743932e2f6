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
 * A menu that mounts on first use: until its button is clicked only the button renders (with `aria-haspopup`),
 * and the first click mounts `open(target)`, which renders Mantine's `Menu` around the target already open
 * (`defaultOpened`). A Menu mounted with the page costs its Popover, its Portal and floating-ui's reference state,
 * which all update during the commit that mounts them: React then re-renders at once, in the same task, and runs
 * the pending effects of the whole commit with it (one long task after a list's first paint, issue 22).
 */
export function MenuOnFirstUse({
  target,
  open,
  onIntent,
}: {
  target: ReactElement<TargetProps>;
  open: (target: ReactElement<TargetProps>) => ReactElement;
  /** Pointing at or focusing the button (e.g. to start loading the menu's code). */
  onIntent?: () => void;
}) {
  const [used, setUsed] = useState(false);
  if (used) return open(target);
  return idleTarget(target, () => setUsed(true), onIntent);
}

function idleTarget(target: ReactElement<TargetProps>, use: () => void, onIntent?: () => void) {
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: use,
    ...(onIntent ? { onPointerEnter: onIntent, onFocus: onIntent } : {}),
  });
}

/**
 * A header menu whose code (Menu, Popover, floating-ui, focus trap) loads on first use rather than with the page:
 * until then only its button renders; pointing at or focusing the button starts the download, the first click
 * mounts the real menu already open. After that it is the plain Mantine menu.
 */
export function DeferredMenu({ target, menu: RealMenu, load }: Props) {
  const preload = () => void load().catch(() => undefined);
  return (
    <MenuOnFirstUse
      target={target}
      onIntent={preload}
      open={(shown) => (
        <Suspense fallback={idleTarget(shown, () => undefined, preload)}>
          <RealMenu target={shown} />
        </Suspense>
      )}
    />
  );
}
