/** How much data the generator writes (issue 3, item 7); `scale` shrinks it for a quick try. */
export interface DataPlan {
  companies: number;
  warehouses: number;
  /** Ledger entries across every company, the demo company's share included. */
  ledgerEntries: number;
  documents: {
    transfers: number;
    inboundOrders: number;
    shipments: number;
    recyclings: number;
    deductions: number;
  };
  demo: {
    warehouses: number;
    ledgerEntries: number;
    transfersOut: number;
    transfersIn: number;
    /** Share of the other document types (inbound, shipments, recyclings, deductions) that are the demo company's. */
    documentShare: number;
    downstreamClients: number;
  };
  /**
   * One balance of the demo company holding this many ledger entries, on top of `ledgerEntries`: the
   * source of the 1,000,000-row export (the stock detail export is one balance's ledger).
   */
  exportBalanceEntries: number;
  groups: number;
  factories: number;
  c1Clients: number;
}

export function dataPlan(scale = 1): DataPlan {
  const n = (value: number) => Math.max(1, Math.round(value * scale));
  return {
    companies: Math.max(20, n(1000)),
    warehouses: Math.max(80, n(5000)),
    ledgerEntries: n(1_000_000),
    documents: {
      transfers: n(60_000),
      inboundOrders: n(70_000),
      shipments: n(40_000),
      recyclings: n(20_000),
      deductions: n(10_000),
    },
    demo: {
      warehouses: 50,
      ledgerEntries: n(100_000),
      transfersOut: n(12_000),
      transfersIn: n(8_000),
      documentShare: 0.1,
      downstreamClients: 20,
    },
    exportBalanceEntries: n(1_000_000),
    groups: Math.max(1, n(20)),
    factories: Math.max(2, n(80)),
    c1Clients: Math.max(25, n(200)),
  };
}
