import { API } from '@portal/shared';
import type { MyReviewAssignment } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { reviewKeys } from './review-keys';

/** `GET /reviews/mine`: the reviewer's queue (the reviewer area and the reviewer's home read it). */
export const getMyReviews = (signal?: AbortSignal) => apiData<MyReviewAssignment[]>(API.reviewsMine, { auth: true, signal });
export const useMyReviews = (enabled = true) => useQuery({ queryKey: reviewKeys.mine(), queryFn: ({ signal }) => getMyReviews(signal), enabled });
