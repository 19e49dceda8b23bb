import { withComputers, withPeople, type Setup, type Strength } from './rules';

/**
 * The start panel's choice of who plays: how many people pass the phone, how many seats the
 * computer plays, and how well. Buttons that stay pressed (aria-pressed), so a tap, Tab and
 * Space or Enter all choose.
 */
export interface SetupPanel {
  readonly setup: Setup;
  show(visible: boolean): void;
}

export function setupPanel(
  form: HTMLElement,
  initial: Setup,
  num: (n: number) => string,
  onChange: (setup: Setup) => void,
): SetupPanel {
  let setup = initial;
  // The counts' buttons (people 1 to 4, computer 0 to 3) are written here, one a number.
  for (const group of form.querySelectorAll<HTMLElement>('[data-counts]')) {
    const [name, from, to] = group.dataset.counts!.split(' ');
    for (let n = Number(from); n <= Number(to); n += 1) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'soft-btn';
      b.dataset[name!] = String(n);
      b.textContent = num(n);
      group.append(b);
    }
  }
  const buttons = [...form.querySelectorAll<HTMLButtonElement>('button')];
  const strength = form.querySelector<HTMLElement>('#strength');
  const render = () => {
    for (const b of buttons) {
      const { people, computers, strength: level } = b.dataset;
      const on =
        (people !== undefined && Number(people) === setup.people) ||
        (computers !== undefined && Number(computers) === setup.computers) ||
        level === setup.strength;
      b.setAttribute('aria-pressed', String(on));
    }
    // Nobody to play against: no strength to choose.
    if (strength) strength.hidden = setup.computers === 0;
  };
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button') : null;
    if (!b) return;
    const { people, computers, strength: level } = b.dataset;
    if (people !== undefined) setup = withPeople(setup, Number(people));
    else if (computers !== undefined) setup = withComputers(setup, Number(computers));
    else if (level) setup = { ...setup, strength: level as Strength };
    render();
    onChange(setup);
  });
  render();
  return {
    get setup() {
      return setup;
    },
    show(visible) {
      form.hidden = !visible;
    },
  };
}
