/** The migrated database each integration test file clones. */
export const TEMPLATE_DATABASE = 'unblock_template';
