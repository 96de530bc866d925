"""Held-out English task families for bench.lessons (see bench.lessons_families), part D.

Written blind to the service, with other tools, topics and people than the earlier parts,
to test whether what the service learns carries over to families it was never tuned on.
"""

from __future__ import annotations

from bench.lessons_families import Family

FAMILIES: tuple[Family, ...] = (
    # --- precondition -----------------------------------------------------------------------
    Family(
        slug="en-d-eks-sso-login",
        lang="en",
        shape="precondition",
        tool="kubectl",
        goals=(
            "What pods are crashlooping in the payments namespace right now?",
            "is the checkout deployment fully rolled out in prod-eu or still going?",
            "Grab me the last 200 lines of logs from the ledger-worker pods, something's off "
            "with last night's settlement run.",
            "how many replicas is search-api actually running at the moment",
            "Something keeps restarting in the orders namespace according to Grafana. Can you "
            "see what it is?",
        ),
        attempt="Running kubectl get pods -n payments --context prod-eu to see their status.",
        failure=(
            "E0302 09:14:07.118422   48213 memcache.go:265] couldn't get current server API "
            'group list: Get "https://4F1C9A2E7B.gr7.eu-west-1.eks.amazonaws.com/api?'
            'timeout=32s": getting credentials: exec: executable aws failed with exit code 255\n'
            "Error when retrieving token from sso: Token has expired and refresh failed"
        ),
        fix=(
            "The EKS credentials come from an AWS SSO session, and that session had run out. "
            "I ran aws sso login --profile platform-prod, approved it in the browser, then ran "
            "the same kubectl command again."
        ),
        fix_first=(
            "Refreshing credentials with aws sso login --profile platform-prod first (the SSO "
            "session lapses after eight hours), then running kubectl against prod-eu."
        ),
        success=(
            "NAME                                READY   STATUS             RESTARTS      AGE\n"
            "payments-api-7d9f8c6b5-2xkqp        1/1     Running            0             3d4h\n"
            "payments-api-7d9f8c6b5-9wzrt        1/1     Running            0             3d4h\n"
            "payments-webhooks-5c4b7f9d8-lm2vd   0/1     CrashLoopBackOff   17 (2m ago)   71m"
        ),
        ack="that's the one, thanks",
        marker="aws sso login",
        distractor=(
            "Remind me to ask Tomasz why the payments namespace has its own node group, it "
            "costs us a fortune."
        ),
    ),
    Family(
        slug="en-d-scratch-pg-trgm",
        lang="en",
        shape="precondition",
        tool="psql",
        goals=(
            "Find customers in the scratch db whose names look like near-duplicates of each other.",
            "are there suppliers that are basically the same company spelled two different "
            "ways? check the scratch copy",
            "Can you fuzzy-match last week's webinar signups against our accounts table? "
            "Emails won't line up, company names roughly will.",
            "Merch team swears we have product titles in the catalog that are almost "
            "identical. Dig them out for me?",
            "which contacts are probably the same person entered twice (Jon Smyth / John "
            "Smith kind of thing)",
        ),
        attempt=(
            "Running a self-join on customers.name in analytics_scratch, scoring pairs with "
            "similarity() and keeping those above 0.6."
        ),
        failure=(
            "ERROR:  function similarity(text, text) does not exist\n"
            "LINE 1: SELECT a.id, b.id, similarity(a.name, b.name) AS sim FROM cu...\n"
            "                           ^\n"
            "HINT:  No function matches the given name and argument types. You might need to "
            "add explicit type casts."
        ),
        fix=(
            "analytics_scratch is rebuilt every night from a snapshot that carries no "
            "extensions, so the trigram functions weren't there. I ran CREATE EXTENSION IF "
            "NOT EXISTS pg_trgm; and the same query then went through."
        ),
        fix_first=(
            "Running CREATE EXTENSION IF NOT EXISTS pg_trgm; first, since the scratch db is "
            "rebuilt nightly without it, then the similarity self-join."
        ),
        success=(
            "  id_a  |  id_b  |        name_a         |        name_b         | sim\n"
            "--------+--------+-----------------------+-----------------------+------\n"
            " 10482  | 22917  | Halvorsen Logistics   | Halvorson Logistics   | 0.83\n"
            " 3391   | 40756  | Brightwater Dental Co | Brightwater Dental    | 0.79\n"
            "(37 rows)"
        ),
        ack="great, I'll send the list to Marisol to merge",
        marker="pg_trgm",
        distractor=(
            "The scratch database is eating 900 GB now, somebody should clean out the old "
            "tables in it."
        ),
    ),
    # --- retry_param --------------------------------------------------------------------------
    Family(
        slug="en-d-salesforce-bulk",
        lang="en",
        shape="retry_param",
        tool="sf_data_query",
        goals=(
            "Pull every closed-won opportunity since Jan 2023 with owner and amount, Finance "
            "wants to reconcile bookings.",
            "I need all the Contacts at EMEA-territory accounts in a CSV by this afternoon",
            "export every case opened in the last 12 months with status and priority",
            "Can you get me a dump of all Leads created since January, with lead source and owner?",
            "Bogdan wants the full list of Accounts with their ARR field and renewal date, "
            "straight out of Salesforce.",
        ),
        attempt=(
            "Running sf data query on the prod org: SELECT Id, Name, Amount, CloseDate, "
            "Owner.Name FROM Opportunity WHERE IsWon = true AND CloseDate >= 2023-01-01."
        ),
        failure=(
            "Error (QUERY_TIMEOUT): Your query request was running for too long.\n"
            "Try 'sf data query --help' for more information."
        ),
        fix=(
            "A REST query over that many rows times out on our org. I re-ran it with --bulk "
            "--wait 10, so it goes through Bulk API 2.0 and the CLI polls the job for up to "
            "ten minutes, and it came back complete."
        ),
        fix_first=(
            "Running it with --bulk --wait 10 straight away: the org is too big for a plain "
            "REST query, so it goes through Bulk API 2.0 and polls until the job is done."
        ),
        success=(
            "Bulk query job 7503h00000Rk9QzAAJ completed.\n"
            "Total number of records retrieved: 48213.\n"
            "Results written to opportunities_closed_won_2023.csv"
        ),
        ack="perfect, forwarding it to Finance",
        fix_args={"bulk": "true", "wait": "10"},
        marker="--bulk",
        distractor=(
            "Salesforce wants to raise our per-seat price again at renewal, I'm dreading that call."
        ),
    ),
    Family(
        slug="en-d-opensearch-purge-task",
        lang="en",
        shape="retry_param",
        tool="opensearch_delete_by_query",
        goals=(
            "Tenant acme-freight offboarded last week, wipe their docs out of the search index.",
            "GDPR erasure request came in for tenant 4471, please purge them from OpenSearch",
            "clean out everything belonging to the northwind-demo tenant in prod search, "
            "the trial's over",
            "Can you remove the old brightpath tenant's documents from search? Their "
            "contract ended on the 28th.",
            "legal says we have to delete all indexed data for orbital-pay by Friday, can you "
            "handle the search side",
        ),
        attempt=(
            "Sending POST /docs-v3/_delete_by_query with a term query on tenant_id: acme-freight."
        ),
        failure=(
            "ConnectionTimeout caused by - ReadTimeoutError(HTTPSConnectionPool("
            "host='vpc-search-prod-7kq2x.eu-west-1.es.amazonaws.com', port=443): Read timed "
            "out. (read timeout=30))"
        ),
        fix=(
            "Big tenants take minutes to delete and the client gives up after 30 seconds. I "
            "re-sent the delete with wait_for_completion=false so it runs as a background "
            "task, then polled _tasks until it finished."
        ),
        fix_first=(
            "Sending the delete with wait_for_completion=false so it runs as a background "
            "task (a synchronous call times out on large tenants), then polling _tasks."
        ),
        success=(
            '{"task":"Xk3vQ9TqRzOe1mB8uY2p5w:118273"} -> completed: {"total":1284112,'
            '"deleted":1284112,"version_conflicts":0,"failures":[]}'
        ),
        ack="good, I'll tick it off on the offboarding checklist",
        fix_args={"wait_for_completion": "false"},
        marker="wait_for_completion=false",
        distractor=(
            "We should really move the search cluster to Graviton instances, the bill is silly."
        ),
    ),
    # --- wrong_param --------------------------------------------------------------------------
    Family(
        slug="en-d-twilio-e164",
        lang="en",
        shape="wrong_param",
        tool="twilio_send_sms",
        goals=(
            "Send Mrs. Okafor a reminder about her 10:40 cleaning tomorrow.",
            "text the Hendersons that Dr. Lind is running about 20 min behind today",
            "Can you let Mr. Pryce know his crown is back from the lab and he can book the "
            "fitting?",
            "remind Aisha Bello she still needs to fill in the medical history form before "
            "Thursday",
            "Drop Callum a text: we had a cancellation, Friday 9am is free if he wants it.",
        ),
        attempt="Sending the reminder by SMS through Twilio to 07700 900481.",
        failure=(
            '{"code": 21211, "message": "Invalid \'To\' Phone Number: 07700 900481", '
            '"more_info": "https://www.twilio.com/docs/errors/21211", "status": 400}'
        ),
        fix=(
            "Twilio only takes numbers in E.164, and the practice system stores UK local "
            "numbers. I rewrote 07700 900481 as +447700900481 and sent it again."
        ),
        fix_first=(
            "Converting the number to E.164 first (+447700900481; the patient records keep "
            "the local 07... form), then sending the SMS."
        ),
        success=(
            '{"sid": "SM2f8c41d07b9e4c3a8f6d5e1b0a9c7d3e", "status": "queued", '
            '"to": "+447700900481", "from": "+441613500920", "num_segments": "1"}'
        ),
        ack="lovely, thank you",
        fix_args={"to": "+447700900481"},
        marker="E.164",
        distractor=(
            "The front desk phone keeps dropping calls again, can you find BT's support "
            "number for me?"
        ),
    ),
    Family(
        slug="en-d-s3-presign-week",
        lang="en",
        shape="wrong_param",
        tool="s3_presign_url",
        goals=(
            "Send the auditors a download link for the FY25 trial balance export in the "
            "finance bucket. They'll need it for a while.",
            "make a link so Legal at Brightwater can grab the signed MSA, they're slow so "
            "make it last",
            "Can you share the March payroll journal with our accountant? She's not on AWS.",
            "I need a link to the VAT return workpapers for Deloitte, long-lived if possible",
            "share q4-board-pack.pdf from s3 with the two external board members",
        ),
        attempt=(
            "Generating a presigned GET URL for "
            "s3://northgate-finance/exports/fy25/trial_balance.xlsx valid for 30 days."
        ),
        failure=(
            "<Error><Code>AuthorizationQueryParametersError</Code><Message>X-Amz-Expires "
            "must be less than a week (in seconds) that is 604800</Message>"
            "<RequestId>6QH2R8B4X1N7K0TM</RequestId></Error>"
        ),
        fix=(
            "SigV4 presigned links can't outlive seven days, so the 30-day one was rejected. "
            "I regenerated it with ExpiresIn=604800, the maximum, and noted the expiry date "
            "in the message."
        ),
        fix_first=(
            "Generating the presigned URL with ExpiresIn=604800 (seven days is the most S3 "
            "allows) and noting the expiry date for them."
        ),
        success=(
            "https://northgate-finance.s3.eu-west-2.amazonaws.com/exports/fy25/"
            "trial_balance.xlsx?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=604800&"
            "X-Amz-Signature=3b9f0c...e71a (expires 9 Mar 2026, 09:00 UTC)"
        ),
        ack="fine, a week is enough, sent it on",
        fix_args={"ExpiresIn": "604800"},
        marker="ExpiresIn=604800",
        distractor=(
            "Why is the finance bucket in eu-west-2 when everything else we have is in eu-west-1?"
        ),
    ),
    # --- format -------------------------------------------------------------------------------
    Family(
        slug="en-d-release-notes-changelog",
        lang="en",
        shape="format",
        tool="",
        goals=(
            "Write up the release notes for 4.12 from the merged PRs.",
            "what changed between v4.12.0 and v4.13.0? need notes for the customer changelog page",
            "Draft the notes for this week's release, Support wants them before the 3pm push.",
            "can u turn everything merged since the last tag into something customers can "
            "actually read",
        ),
        attempt=(
            "Release notes for 4.12:\n"
            "- feat(billing): proration on mid-cycle plan change (#2231)\n"
            "- fix: ledger reconciler off-by-one on DST boundary (#2240)\n"
            "- chore(deps): bump axios to 1.7.4 (#2244)\n"
            "- refactor(search): split indexer into workers (#2246)"
        ),
        failure=(
            "Customers don't care about chores and refactors, and nobody outside this team "
            "knows what a ledger reconciler is. It goes on the public page. Same layout as "
            "the old entries, please, what's new, what changed, what got fixed, in plain "
            "words, no PR numbers."
        ),
        fix=(
            "Rewrote it in Keep a Changelog style: a '## [4.12.0] - 2026-03-02' heading, then "
            "Added / Changed / Fixed sections in customer language, chores, refactors and PR "
            "numbers dropped."
        ),
        fix_first=(
            "Writing the notes in Keep a Changelog style: version and date heading, Added / "
            "Changed / Fixed in plain customer wording, no chores, refactors or PR numbers."
        ),
        success=(
            "## [4.12.0] - 2026-03-02\n"
            "### Added\n"
            "- Changing plans mid-cycle now prorates the difference automatically.\n"
            "### Fixed\n"
            "- Invoices issued around the clock change no longer show the wrong date."
        ),
        ack="yes, that can go straight on the page",
        marker="Keep a Changelog",
        distractor=(
            "The changelog page loads really slowly on mobile, Femi says, can someone look at "
            "it at some point?"
        ),
    ),
    Family(
        slug="en-d-interview-scorecard",
        lang="en",
        shape="format",
        tool="",
        goals=(
            "Turn my notes from the Dana Whitfield interview into feedback for the hiring "
            "committee.",
            "here are my scribbles from today's backend loop with Marcus, write it up for "
            "Greenhouse",
            "Can you clean up my notes on Priya Raman's system design round before tomorrow's "
            "debrief?",
            "interviewed someone for the SRE role this morning, notes below, make them submittable",
            "Write up my feedback on the staff engineer candidate from my notes, debrief is at "
            "four.",
        ),
        attempt=(
            "Dana came across as thoughtful and well prepared. She worked through the coding "
            "problem steadily, asked good clarifying questions, and talked openly about a "
            "migration she led at her last company. Overall a strong, pleasant conversation, "
            "and I'd be happy to see her move forward."
        ),
        failure=(
            "This reads like a reference letter. The committee puts candidates side by side, "
            "I need a rating per competency with the evidence under it, and my hire or "
            "no-hire right at the top."
        ),
        fix=(
            "Redid it as a scorecard: recommendation first, then coding, system design, "
            "communication and ownership each rated 1-4 with two or three evidence bullets "
            "quoted from your notes."
        ),
        fix_first=(
            "Writing it up as a scorecard: recommendation at the top, then each competency "
            "rated 1-4 with evidence bullets taken from your notes."
        ),
        success=(
            "Recommendation: Hire (3/4)\n"
            "Coding 3 - finished both parts; tested edge cases unprompted, one off-by-one.\n"
            "System design 3 - sensible sharding plan, thin on failure modes.\n"
            "Communication 4 - clarified requirements before writing code.\n"
            "Ownership 3 - led the Postgres 11 to 15 migration end to end."
        ),
        ack="perfect, pasted it in",
        marker="scorecard",
        distractor=(
            "Greenhouse logged me out halfway through an interview again today, it's maddening."
        ),
    ),
    # --- approach -----------------------------------------------------------------------------
    Family(
        slug="en-d-flaky-test-quarantine",
        lang="en",
        shape="approach",
        tool="",
        goals=(
            "test_checkout_applies_coupon failed on main again for no reason. Deal with it?",
            "the inventory sync spec is flaky again and it's blocking merges",
            "CI is red on an unrelated e2e test again (login_redirect_spec). Can you make "
            "this stop?",
            "another random failure in the payments suite, PaymentRetryTest this time. sort "
            "it out pls",
            "Half the team has hit the intermittent failure in OrderExportIT this week. Do "
            "something about it.",
        ),
        attempt=(
            "I'll add an automatic retry for that test in the CI config, up to 3 reruns, so "
            "a transient failure doesn't fail the build."
        ),
        failure=(
            "No. Retries just hide it until it bites us in prod, we agreed on that after the "
            "double-charge incident. Leave the CI config alone."
        ),
        fix=(
            "Understood, no retries. I'll move it to the quarantine suite instead, so it still "
            "runs nightly but can't block merges, and open a ticket with the last three "
            "failure logs for the owning team."
        ),
        fix_first=(
            "I'll move the test to the quarantine suite (nightly only, doesn't block merges) "
            "and open a ticket with the recent failure logs for the owning team, no retries."
        ),
        success=(
            "Moved test_checkout_applies_coupon to the quarantine suite, opened FLAKE-412 "
            "with the three failing runs attached and assigned it to @checkout-team."
        ),
        ack="good, that's how we do it",
        marker="quarantine",
        distractor="Our CircleCI bill doubled last month, I need to find out why.",
    ),
    Family(
        slug="en-d-alert-for-duration",
        lang="en",
        shape="approach",
        tool="",
        goals=(
            "The DiskPressure alert paged me three times last night for nothing. Sort it out.",
            "can you make the kafka consumer lag alert less twitchy? it fires and clears "
            "within minutes",
            "HighCPU on the batch nodes keeps paging during the nightly ETL, fix the alert",
            "The 5xx rate alert on the API gateway is so noisy people have started ignoring it.",
            "memory alert on the redis boxes went off 11 times over the weekend and every "
            "single one resolved itself",
        ),
        attempt=(
            "I'd raise the DiskPressure threshold from 80% to 90% so those brief spikes stop "
            "crossing it."
        ),
        failure=(
            "Hell no, then we find out the disk is full when it's full. The spikes are real, "
            "they just don't last. The threshold stays where it is."
        ),
        fix=(
            "Fair. Keeping the threshold as it is and adding for: 15m to the rule, so it only "
            "pages when the condition holds for fifteen minutes straight; short spikes stay "
            "on the dashboard."
        ),
        fix_first=(
            "Leaving the threshold alone and adding for: 15m to the alert rule, so only "
            "sustained breaches page and short spikes don't."
        ),
        success=(
            "alerts/node.rules.yml: DiskPressure now has for: 15m, expr unchanged (> 80%). "
            "promtool check rules: SUCCESS. Opened PR #882 for review."
        ),
        ack="ship it",
        marker="for: 15m",
        distractor=(
            "PagerDuty wants us on the business plan next year, can you check what we'd "
            "actually gain?"
        ),
    ),
)
