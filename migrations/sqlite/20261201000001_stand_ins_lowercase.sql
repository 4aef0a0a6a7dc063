-- A person challenged by @handle before the bot met them holds the stand-in id '@handle' until
-- they speak. Handles ignore case: stand-ins are kept lowercase (store::stand_in_id), so that
-- '@Bob' and '@bob' are one person and finding them is an index lookup, not a scan of every
-- game on each command.
UPDATE games SET white_id = lower(white_id) WHERE white_id LIKE '@%';
UPDATE games SET black_id = lower(black_id) WHERE black_id LIKE '@%';
UPDATE challenges SET challenged_id = lower(challenged_id) WHERE challenged_id LIKE '@%';
