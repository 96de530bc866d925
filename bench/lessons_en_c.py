"""Held-out English task families for bench.lessons (see bench.lessons_families).

Written apart from ``bench.lessons_en``, with other tools, topics and people, to test whether
what the service learns carries over to families it was never tuned on.
"""

from __future__ import annotations

from bench.lessons_families import Family

FAMILIES: tuple[Family, ...] = (
    # --- precondition -----------------------------------------------------------------------
    Family(
        slug="en-c-snowflake-warehouse",
        lang="en",
        shape="precondition",
        tool="run_snowflake_query",
        goals=(
            "How many paying subscribers did we have at the end of February?",
            "churned accounts by plan tier, last quarter",
            "Can you check what share of annual plans renewed in January? Ngozi thinks it "
            "dropped off a cliff.",
            "quick one: avg revenue per account on the Pro plan, year to date",
            "Look up how many trials started last week and how many of them turned into paid, "
            "I want it for standup.",
        ),
        attempt=(
            "Querying ANALYTICS.BILLING.SUBSCRIPTIONS for active paid subscriptions as of "
            "2026-02-28."
        ),
        failure=(
            "snowflake.connector.errors.ProgrammingError: 000606 (57P03): No active warehouse "
            "selected in the current session.  Select an active warehouse with the 'use "
            "warehouse' command."
        ),
        fix=(
            "The bot's session comes up with no warehouse attached, so nothing can run. I set "
            "USE WAREHOUSE ANALYST_WH at the top of the session and ran the query again."
        ),
        fix_first=(
            "Setting USE WAREHOUSE ANALYST_WH first (the service user has no default one), "
            "then running the query."
        ),
        success=(
            "PAYING_SUBSCRIBERS\n18402\n1 row produced in 1.84s (warehouse ANALYST_WH, "
            "412.6 MB scanned)"
        ),
        ack="ok, that's the number I needed",
        marker="ANALYST_WH",
        distractor=(
            "Our own Snowflake contract renews in May and the account rep keeps pinging me "
            "about it."
        ),
    ),
    Family(
        slug="en-c-arm64-binfmt",
        lang="en",
        shape="precondition",
        tool="build_image",
        goals=(
            "Build the ingest-worker image for the new arm64 nodes.",
            "we moved staging to Graviton, can you rebuild the api container for it",
            "Docker image for the scheduler, multi-arch please: amd64 and arm64.",
            "rebuild report-renderer so it runs on the ARM boxes",
            "Can you cut a fresh image of the webhook relay? It has to run on the cheaper "
            "instances Farah set up last week.",
        ),
        attempt=(
            "Running docker buildx build --platform linux/amd64,linux/arm64 "
            "-t registry.internal/ingest-worker:1.9.0 --push ."
        ),
        failure=(
            "#9 [linux/arm64 2/7] RUN apt-get update && apt-get install -y libpq5\n"
            "#9 0.143 exec /bin/sh: exec format error\n"
            'ERROR: failed to solve: process "/bin/sh -c apt-get update && apt-get install '
            '-y libpq5" did not complete successfully: exit code: 1'
        ),
        fix=(
            "The build host is x86 and had no emulator for arm64 binaries. I registered the "
            "QEMU handlers with binfmt (docker run --privileged --rm tonistiigi/binfmt "
            "--install arm64) and re-ran the buildx build."
        ),
        fix_first=(
            "Registering the arm64 QEMU handlers with binfmt first, this runner loses them on "
            "every reboot; then the multi-arch build."
        ),
        success=(
            "#15 exporting manifest list sha256:3c1f9a0e7b2d 0.0s done\n"
            "#15 pushing registry.internal/ingest-worker:1.9.0 with docker.io 41.7s done\n"
            "platforms: linux/amd64, linux/arm64"
        ),
        ack="sweet, rolling it out",
        marker="binfmt",
        distractor=(
            "The ARM instances really are cheaper, Farah reckons staging costs 30% less now."
        ),
    ),
    # --- retry_param ------------------------------------------------------------------------
    Family(
        slug="en-c-geocode-qps",
        lang="en",
        shape="retry_param",
        tool="geocode_addresses",
        goals=(
            "Geocode the store list so I can put it on a map.",
            "get lat/long for the 1,900 dealer addresses",
            "Can you turn the wholesale customers' addresses into coordinates? I want to see "
            "where they cluster.",
            "coords for the new franchise sites pls",
            "I'm drawing delivery zones with Declan and need every March order's shipping "
            "address as a point on the map.",
        ),
        attempt="Sending all 1,940 addresses to the geocoding API.",
        failure=(
            '{"status": "OVER_QUERY_LIMIT", "error_message": "You have exceeded your '
            'rate-limit for this API."}\nStopped at row 212 of 1,940; 1,728 not geocoded.'
        ),
        fix=(
            "We hit the per-second quota. Keeping the 212 that worked and re-running the rest "
            "with max_qps=10 so the requests are spaced out."
        ),
        fix_first=(
            "Geocoding with max_qps=10 from the start; that API cuts us off if we go faster."
        ),
        success=(
            "Geocoded 1,940/1,940 (1,911 ROOFTOP, 26 APPROXIMATE, 3 ZERO_RESULTS) "
            "-> dealers_geocoded.csv"
        ),
        ack="nice, I'll fix the three misses by hand",
        marker="max_qps=10",
        fix_args={"max_qps": "10"},
        distractor="Declan wants the delivery zones redrawn again, third time this year.",
    ),
    Family(
        slug="en-c-drive-resumable",
        lang="en",
        shape="retry_param",
        tool="upload_to_drive",
        goals=(
            "Upload the all-hands recording to the Company Videos folder.",
            "put the customer interview videos on the shared drive for the research folks",
            "Can you get the raw footage from the product shoot into Drive? It's about 6 GB.",
            "back up the Q1 finance exports zip to google drive",
            "The webinar recording needs to go somewhere Maren can grab it. Drive's fine.",
        ),
        attempt="Uploading allhands_2026-03-05.mp4 (2.3 GB) to Drive in a single request.",
        failure=(
            "ConnectionResetError: [Errno 104] Connection reset by peer\n"
            "Upload aborted after 412 MB of 2.3 GB (MediaFileUpload, resumable=False)"
        ),
        fix=(
            "One-shot uploads that size keep getting dropped. Starting it again as a "
            "resumable upload in 64 MB chunks, so a reset only repeats the last chunk."
        ),
        fix_first=(
            "Sending it as a resumable upload in 64 MB chunks; big files never survive a "
            "single request."
        ),
        success=(
            "Uploaded allhands_2026-03-05.mp4 (2.3 GB, 37 chunks) -> Company Videos, "
            "fileId 1xQ7vLr0c9TzKpA3sWm8YhE2"
        ),
        ack="got it, sharing the link",
        marker="resumable upload",
        fix_args={"resumable": "true", "chunksize": "67108864"},
        distractor="Our Drive is nearly out of storage again, someone is hoarding video files.",
    ),
    # --- wrong_param ------------------------------------------------------------------------
    Family(
        slug="en-c-campaign-timezone",
        lang="en",
        shape="wrong_param",
        tool="schedule_campaign",
        goals=(
            "Schedule the spring newsletter for Tuesday at 9am.",
            "queue the product update email for thursday morning",
            "Can you set the webinar reminder to go out at 8 tomorrow? People forget otherwise.",
            "March digest: Monday 10am send",
            "Get the price-change announcement lined up for first thing Wednesday, before "
            "support opens.",
        ),
        attempt="Scheduling 'Spring newsletter' for Tue 2026-03-10 09:00 with timezone=CST.",
        failure=(
            '400 Bad Request: {"type": "invalid_request", "field": "schedule.timezone", '
            '"detail": "\'CST\' is not a recognized time zone. Use an IANA name such as '
            "'America/New_York'.\"}"
        ),
        fix=(
            "It only takes IANA zone names, not abbreviations. Rescheduled with "
            "timezone=America/Chicago, 9:00 local."
        ),
        fix_first=(
            "Scheduling with timezone=America/Chicago; the tool rejects abbreviations like CST."
        ),
        success=(
            "Campaign 'Spring newsletter' scheduled: Tue 10 Mar 2026 09:00 America/Chicago "
            "(14:00 UTC), 42,118 recipients"
        ),
        ack="good, thanks",
        marker="America/Chicago",
        fix_args={"timezone": "America/Chicago"},
        distractor="The spring newsletter open rate was awful last year, something like 14%.",
    ),
    Family(
        slug="en-c-labels-country-gb",
        lang="en",
        shape="wrong_param",
        tool="create_shipping_labels",
        goals=(
            "Print shipping labels for today's UK orders.",
            "labels for the london wholesale boxes pls",
            "Can you make return labels for the three customers in Manchester?",
            "We've got 27 parcels going to Britain this afternoon, sort the labels out.",
            "ship Keiko's replacement grinder to her Leeds address, label it up",
        ),
        attempt="Creating 27 labels, ship-to country UK, Royal Mail Tracked 48.",
        failure=(
            '422 Unprocessable Entity: {"errors": [{"field": "to_address.country", '
            '"message": "\'UK\' is not a valid ISO 3166-1 alpha-2 country code", '
            '"suggestion": "GB"}]}'
        ),
        fix=(
            "The carrier API wants ISO codes, and Britain's is GB, not UK. Re-created the "
            "labels with country=GB."
        ),
        fix_first="Creating the labels with country=GB; the API refuses 'UK'.",
        success=(
            "Created 27 labels (Royal Mail Tracked 48) -> labels_2026-03-04.pdf, "
            "tracking JV123456781GB to JV123456807GB"
        ),
        ack="perfect, printing them now",
        marker="country=GB",
        fix_args={"country": "GB"},
        distractor=(
            "UK customers keep asking why shipping takes a week now; it's the customs "
            "backlog, I think."
        ),
    ),
    # --- format -----------------------------------------------------------------------------
    Family(
        slug="en-c-results-sheet-link",
        lang="en",
        shape="format",
        tool="share_query_results",
        goals=(
            "Send me the list of accounts that downgraded last month.",
            "who cancelled in february? names and MRR",
            "Can I get the customers whose cards failed this week? I want to call them.",
            "top 50 accounts by usage, for Olu",
            "I need the enterprise renewals coming up in the next 90 days, with the owner and "
            "contract value for each.",
        ),
        attempt=(
            "Done, attached downgrades_2026-02.csv (214 rows: account, old plan, new plan, "
            "MRR change)."
        ),
        failure=(
            "I can't do anything with CSV attachments, I'm on my phone all day. Put it in a "
            "Google Sheet and send me the link."
        ),
        fix=(
            "Moved it into a Google Sheet, header frozen and sorted by MRR change: "
            "https://docs.google.com/spreadsheets/d/1k9XfQ2bLw/edit (Downgrades Feb 2026, "
            "214 rows, anyone at the company can open it)."
        ),
        fix_first=(
            "Putting the results in a Google Sheet and sending you the link rather than a file."
        ),
        success=(
            "Downgrades Feb 2026: https://docs.google.com/spreadsheets/d/1k9XfQ2bLw/edit "
            "(214 rows, header frozen, sorted by MRR change)"
        ),
        ack="yes, that I can open",
        marker="Google Sheet",
        distractor="The downgrade emails we send are dreadful, Olu wants to rewrite all of them.",
    ),
    Family(
        slug="en-c-investor-update-tldr",
        lang="en",
        shape="format",
        tool="draft_investor_update",
        goals=(
            "Draft the February investor update.",
            "monthly note to the angels, same as always",
            "Can you write up how March went for the investors? Numbers are in the board folder.",
            "investor email for last month pls, we missed the hiring plan so be honest about it",
            "Time for the letter to our backers: revenue, burn, runway, the usual.",
        ),
        attempt=(
            "Drafted it: 'Dear all, February was a month of steady progress. We started by "
            "onboarding two new enterprise customers, and the team spent much of the month "
            "on...' Revenue, burn and runway follow in paragraphs four to six."
        ),
        failure=(
            "They read these on their phones between meetings. I had to scroll to the fourth "
            "paragraph to learn we missed plan. The numbers go at the very top."
        ),
        fix=(
            "Rewrote it with a TL;DR up top: 'MRR $412k (+6% MoM, 3% under plan) · burn "
            "$310k · runway 19 months · ask: intros to fintech CFOs.' The story follows below "
            "for whoever wants it."
        ),
        fix_first=(
            "Opening the update with a TL;DR of the numbers (MRR, burn, runway, the ask) and "
            "putting the narrative underneath."
        ),
        success=(
            "TL;DR: MRR $412k (+6% MoM, 3% under plan) · burn $310k/mo · runway 19 months · "
            "ask: intros to fintech CFOs.\n\nWhat went well: two enterprise logos signed..."
        ),
        ack="much better, sending it",
        marker="TL;DR",
        distractor=(
            "Two of the angels never replied to last month's update, I doubt they read them."
        ),
    ),
    # --- approach ---------------------------------------------------------------------------
    Family(
        slug="en-c-dedupe-flag-only",
        lang="en",
        shape="approach",
        tool="dedupe_records",
        goals=(
            "Clean up the duplicated customer records in the database.",
            "there are dupes all over the CRM accounts, can you sort it",
            "Merge the doubled-up customers that came in with the webshop import.",
            "dedupe the subscriber list before Tuesday's send",
            "Ravi says half our B2B customers exist twice since the migration. Can you fix that?",
        ),
        attempt=(
            "I'll match records on email address and delete every duplicate except the most "
            "recently updated one, about 3,400 rows."
        ),
        failure=(
            "Don't delete anything! Half of those are different people sharing one office "
            "inbox, and the old rows carry the order history."
        ),
        fix=(
            "Understood, nothing gets deleted. I'll set a possible_duplicate flag with a match "
            "score (email, phone, fuzzy name) and build a review sheet grouped by cluster, so "
            "you merge only what you confirm."
        ),
        fix_first=(
            "I'll mark likely twins with a possible_duplicate flag and a match score and hand "
            "you a review sheet; nothing is deleted until you confirm."
        ),
        success=(
            "Flagged 3,412 rows in 1,587 clusters as possible_duplicate (score >= 0.85); "
            "review sheet dedupe_review_2026-03.xlsx, one tab per match rule. 0 rows deleted."
        ),
        ack="yes, that's safe. go ahead",
        marker="possible_duplicate",
        distractor="Ravi's migration script is why the accounts data is such a mess, honestly.",
    ),
    Family(
        slug="en-c-impact-holdout",
        lang="en",
        shape="approach",
        tool="run_experiment_analysis",
        goals=(
            "Did the new pricing page actually move conversions?",
            "is the redesigned signup flow working? numbers please",
            "Can you figure out whether the free-shipping banner made any difference to "
            "checkout rate?",
            "measure the impact of the onboarding emails we started in Feb",
            "Hadley's asking if the annual-plan discount paid off. Can you check before Friday?",
        ),
        attempt=(
            "I'll compare the conversion rate for the four weeks before the launch with the "
            "four weeks after it."
        ),
        failure=(
            "Before/after tells us nothing, March always jumps because of tax season. We kept "
            "10% of visitors on the old version precisely so we wouldn't have to guess."
        ),
        fix=(
            "Right. Then I'll compare against the holdout group, the 10% still on the old "
            "version over the same weeks, and give the lift with a 95% confidence interval."
        ),
        fix_first=(
            "I'll measure it against the holdout group over the same weeks so the seasonality "
            "cancels out, and report the lift with a confidence interval."
        ),
        success=(
            "Treatment 4.82% vs holdout group 4.31% over 28 days (n=61,204 / 6,817): lift "
            "+0.51 pt, 95% CI [+0.12, +0.90], p=0.011."
        ),
        ack="great, that's the number I'll show",
        marker="holdout group",
        distractor="Pricing is on the agenda for Hadley's offsite again, I'm dreading it.",
    ),
)
