export async function seedGroupHistory(): Promise<void> {}
