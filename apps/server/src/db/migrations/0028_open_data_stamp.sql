CREATE TABLE "project_public_stamp" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_public_stamp_one_row" CHECK ("project_public_stamp"."id" = 1)
);
