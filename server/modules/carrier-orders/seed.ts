export async function seedDemoCarrierOrders() {}
