/**
 * Draws a tree of React elements as plain DOM nodes, once, without React DOM: function components
 * are called with their props, host elements become elements with React's attributes, event
 * handlers and refs are left out (nothing is interactive until React takes over). The guest page
 * uses it to paint the menu's first screen from index.html's script while the 60 KB of React DOM
 * are still on their way (apps/guest-menu/src/first-paint.tsx); React then hydrates these nodes, so
 * they must be the nodes React's own first render would make, text nodes included.
 *
 * It only knows what the components it draws use: components must not call hooks (there is no
 * renderer behind them: a hook throws), and anything it does not know throws too, so a caller can
 * fall back to waiting for React. Tests hold its output to React's own for the same elements.
 */
import { Fragment, type ReactNode } from 'react';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** React's prop names that differ from their HTML attribute names. */
const HTML_ATTRIBUTES: Record<string, string> = { className: 'class', htmlFor: 'for' };

/** SVG attributes whose names keep their capitals (React writes the others in kebab case). */
const SVG_CAMEL_CASE = new Set(['viewBox', 'preserveAspectRatio', 'gradientTransform', 'patternUnits']);

/** Attributes that hold an address a browser may follow or run. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** A javascript: address, as a browser reads it (control characters and spaces left out). */
function isScriptAddress(address: string): boolean {
  return address
    .replace(/[\s\p{Cc}]/gu, '')
    .toLowerCase()
    .startsWith('javascript:');
}

/** Props that are React's business, not attributes. */
const SKIPPED_PROPS = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML']);

/** Elements whose value React sets as a property (a <select>'s: below), not as an attribute. */
const VALUE_AS_PROPERTY = new Set(['SELECT', 'TEXTAREA']);

interface ElementLike {
  type: unknown;
  props: Record<string, unknown>;
}

function isElement(node: unknown): node is ElementLike {
  return typeof node === 'object' && node !== null && 'type' in node && 'props' in node;
}

const MEMO_TYPE = Symbol.for('react.memo');

function isMemo(type: unknown): type is { type: (props: unknown) => ReactNode } {
  return (
    typeof type === 'object' &&
    type !== null &&
    (type as { $$typeof?: unknown }).$$typeof === MEMO_TYPE &&
    typeof (type as { type?: unknown }).type === 'function'
  );
}

function attributeName(prop: string, svg: boolean): string {
  if (HTML_ATTRIBUTES[prop]) return HTML_ATTRIBUTES[prop];
  if (prop.startsWith('aria-') || prop.startsWith('data-')) return prop;
  if (svg) return SVG_CAMEL_CASE.has(prop) ? prop : prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return prop.toLowerCase();
}

function applyStyle(element: HTMLElement | SVGElement, style: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || value === '' || typeof value === 'boolean') continue;
    const property = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    // the view's styles are strings; a bare number would need React's unit rules
    if (typeof value !== 'string') throw new Error(`static-render: style ${name} is not a string`);
    element.style.setProperty(property, value);
  }
}

/** An <img>'s source goes last, as React sets it: after the attributes that say how to load it. */
function ordered(props: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(props);
  return [
    ...entries.filter(([prop]) => prop !== 'src' && prop !== 'srcSet'),
    ...entries.filter(([prop]) => prop === 'src' || prop === 'srcSet'),
  ];
}

function applyProps(element: HTMLElement | SVGElement, props: Record<string, unknown>, svg: boolean): void {
  for (const [prop, value] of element.tagName === 'IMG' ? ordered(props) : Object.entries(props)) {
    if (SKIPPED_PROPS.has(prop) || /^on[A-Z]/.test(prop)) continue;
    if ((prop === 'value' || prop === 'defaultValue') && VALUE_AS_PROPERTY.has(element.tagName)) continue;
    if (value === null || value === undefined) continue;
    if (prop === 'style') {
      applyStyle(element, value as Record<string, unknown>);
      continue;
    }
    const name = attributeName(prop, svg);
    const ariaOrData = name.startsWith('aria-') || name.startsWith('data-');
    if (typeof value === 'boolean') {
      // aria-* and data-* write "true"/"false"; other attributes are there (true) or not (false)
      if (ariaOrData) element.setAttribute(name, String(value));
      else if (value) element.setAttribute(name, '');
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`static-render: prop ${prop} is a ${typeof value}`);
    // React refuses javascript: addresses; so does this (the contact links never make one)
    if (URL_ATTRIBUTES.has(name) && isScriptAddress(String(value)))
      throw new Error(`static-render: a javascript: address in ${prop}`);
    element.setAttribute(name, String(value));
  }
}

function appendNode(parent: Node, node: ReactNode, svg: boolean): void {
  // an empty string draws nothing in React either (React hydrates text nodes one for one)
  if (node === null || node === undefined || typeof node === 'boolean' || node === '') return;
  if (typeof node === 'string' || typeof node === 'number') {
    parent.appendChild(document.createTextNode(String(node)));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) appendNode(parent, child, svg);
    return;
  }
  if (!isElement(node)) throw new Error('static-render: not a React element');
  const { type, props } = node;
  if (type === Fragment) {
    appendNode(parent, props.children as ReactNode, svg);
    return;
  }
  if (typeof type === 'function') {
    appendNode(parent, (type as (props: unknown) => ReactNode)(props), svg);
    return;
  }
  // memo(Component): drawn once, so there is nothing to skip; the component inside draws it
  if (isMemo(type)) {
    appendNode(parent, type.type(props), svg);
    return;
  }
  if (typeof type !== 'string') throw new Error('static-render: an element type it does not draw');
  const inSvg = svg || type === 'svg';
  const element = inSvg ? document.createElementNS(SVG_NS, type) : document.createElement(type);
  applyProps(element as HTMLElement | SVGElement, props, inSvg);
  appendNode(element, props.children as ReactNode, inSvg);
  // a <select>'s value selects its option (a property, no attribute), as React does
  if (element instanceof HTMLSelectElement && typeof props.value === 'string') element.value = props.value;
  parent.appendChild(element);
}

/** The nodes of `tree` in a fragment, ready to be put in place in one step. */
export function renderStatic(tree: ReactNode): DocumentFragment {
  const fragment = document.createDocumentFragment();
  appendNode(fragment, tree, false);
  return fragment;
}
