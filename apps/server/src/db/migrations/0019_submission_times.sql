-- hand-written
-- A submitted proposal without its submission time (inserted before the submission stored it, or by a
-- seed) takes it from the audit trail: the first PROPOSAL_CREATED entry, written by the transaction that
-- submitted it and issued its reference. Where the trail has none, submitted_at stays null and the
-- portal says "not recorded" rather than show the draft's creation time as its submission (decision 214).
UPDATE proposals AS p
SET submitted_at = a.at
FROM (
	SELECT entity_id, min(created_at) AS at
	FROM audit_log
	WHERE entity_type = 'proposal' AND action = 'PROPOSAL_CREATED'
	GROUP BY entity_id
) AS a
WHERE p.id = a.entity_id AND p.status <> 'DRAFT' AND p.submitted_at IS NULL;
