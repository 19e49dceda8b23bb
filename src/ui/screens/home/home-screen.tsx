/** Placeholder home; the catalogue issue replaces it with the home rows. */
export function Component() {
  return (
    <main className="page">
      <h1>Home</h1>
      <p>Games are coming soon.</p>
    </main>
  );
}
