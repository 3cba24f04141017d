// Placeholder: the compliance helper replaces this file with the real form and
// result panels (spec section 2, 'Compliance screen').
export function ComplianceSection() {
  return (
    <section className="card" aria-labelledby="compliance-title">
      <div className="card-header">
        <div>
          <h2 id="compliance-title" className="card-title">
            Compliance Check
          </h2>
          <p className="card-description">This screen is being built.</p>
        </div>
      </div>
    </section>
  );
}
