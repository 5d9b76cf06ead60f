import { API, MESSAGES } from '@portal/shared';
import { type Challenge, CHALLENGE_DOC_FIELD, challengeFormEntries, type ChallengeFormValues } from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKeys } from '../../../api/challenges/challenge-keys';
import { apiUpload } from '../../../lib/api-client';

export type SaveChallengeInput = { id?: string; values: ChallengeFormValues; document: File | null; onProgress?: (share: number) => void };

/** `POST /challenges` or `PUT /challenges/{id}`, multipart with focusArea[i] and the optional challengeDoc (docs/specification.md#calls). */
export async function saveChallenge({ id, values, document, onProgress }: SaveChallengeInput): Promise<Challenge> {
  const form = new FormData();
  for (const [key, value] of challengeFormEntries(values)) form.append(key, value);
  if (document) form.append(CHALLENGE_DOC_FIELD, document, document.name);
  const answer = await apiUpload<{ data: Challenge }>(id ? API.challenge(id) : API.challenges, {
    method: id ? 'PUT' : 'POST',
    auth: true,
    body: form,
    onProgress,
    fallbackMessage: MESSAGES.challengeCreateFailed,
  });
  return answer.data;
}

/** Saves a challenge, then refreshes every challenge list and the challenge itself. */
export function useSaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChallenge, onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }) });
}
