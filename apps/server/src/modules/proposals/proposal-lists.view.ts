/** The list rows' response schemas live with the other answers in packages/shared. */
export { proposalRowSchema, proposalSearchRowSchema } from '@portal/shared/schemas';
