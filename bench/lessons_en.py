"""English task families for bench.lessons (see bench.lessons_families)."""

from __future__ import annotations

from bench.lessons_families import Family

FAMILIES: tuple[Family, ...] = (
    # --- precondition -----------------------------------------------------------------------
    Family(
        slug="en-pdf-cjk-font",
        lang="en",
        shape="precondition",
        tool="export_pdf",
        goals=(
            "Export the Q3 sales report to PDF so I can send it to the Tokyo office.",
            "can you make a pdf of the quarterly report",
            "I need the October partner report as a PDF by this afternoon, please.",
            "PDF of the Q4 regional summary. Same layout as last time.",
            "Turn the APAC revenue report into something I can attach to the board pack, "
            "a PDF is fine.",
        ),
        attempt="Exporting the Q3 sales report to PDF now.",
        failure=(
            "Error: font 'Noto Sans CJK JP' not found; PDF rendering aborted at page 3 "
            "(missing glyph U+6771)"
        ),
        fix=(
            "The renderer had no font for the Japanese customer names, so I installed "
            "Noto Sans CJK and re-ran the export."
        ),
        fix_first=(
            "Installing Noto Sans CJK first since the report has Japanese names, then exporting."
        ),
        success="OK: wrote q3-sales-report.pdf (14 pages, 2.1 MB)",
        ack="perfect, thanks",
        marker="Noto Sans CJK",
        distractor="The Q3 numbers from the Tokyo office looked better than I expected.",
    ),
    Family(
        slug="en-npm-private-scope",
        lang="en",
        shape="precondition",
        tool="run_frontend_build",
        goals=(
            "Build the frontend so I can check the new checkout page.",
            "kick off a build of the web app",
            "Can you run the production build for the dashboard? Want to see if the bundle "
            "got any smaller.",
            "rebuild the UI pls, I just merged Dana's PR",
            "Compile the front end before the 3pm demo.",
        ),
        attempt="Running npm ci and then the production build.",
        failure=(
            "npm ERR! code E404\n"
            "npm ERR! 404 Not Found - GET https://registry.npmjs.org/@acme%2fdesign-tokens "
            "- Not found\n"
            "npm ERR! 404  '@acme/design-tokens@^4.2.0' is not in this registry."
        ),
        fix=(
            "The @acme packages live on our private registry, not npmjs. I added an .npmrc "
            "that points the @acme scope at npm.acme.internal with the CI token, and the "
            "install went through this time."
        ),
        fix_first=(
            "Writing the .npmrc for the @acme scope first, then npm ci and the production build."
        ),
        success=(
            "vite v5.2.8 building for production...\n"
            "✓ 1432 modules transformed.\n"
            "dist/assets/index-4f2a9c1e.js  412.36 kB │ gzip: 128.04 kB\n"
            "✓ built in 38.21s"
        ),
        ack="nice, it's smaller. thanks",
        marker=".npmrc",
        distractor="Dana's PR for the checkout page still needs a second reviewer.",
    ),
    Family(
        slug="en-gcal-expired-token",
        lang="en",
        shape="precondition",
        tool="create_calendar_event",
        goals=(
            "Put a 30-minute sync with Priya on my calendar for Thursday at 2.",
            "book the team retro for friday 4pm, whole team invited",
            "Schedule a call with the Lisbon supplier next Tuesday morning, 9:30 their time.",
            "add dentist on the 14th, 8:15, block an hour",
            "Can you set up a recurring 1:1 with Marco? Every other Monday at 11.",
        ),
        attempt="Creating the event: Sync with Priya, Thursday 14:00-14:30.",
        failure=(
            "HttpError 401 when requesting "
            "https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json "
            'returned "Request had invalid authentication credentials.". Details: '
            '"invalid_grant: Token has been expired or revoked."'
        ),
        fix=(
            "The calendar credentials had lapsed, so I refreshed the OAuth token and created "
            "the event again."
        ),
        fix_first=(
            "Refreshing the Google OAuth token first (it keeps expiring between sessions), "
            "then adding the event."
        ),
        success=(
            "Event created: 'Sync with Priya' Thu 2026-03-12 14:00-14:30 Europe/London "
            "(id 7hq2m0c1r5v8), 1 invitation sent"
        ),
        ack="great, that's it",
        marker="OAuth token",
        distractor="Priya's calendar is a mess this week, she's double-booked everywhere.",
    ),
    Family(
        slug="en-resize-libvips",
        lang="en",
        shape="precondition",
        tool="resize_images",
        goals=(
            "Resize the product photos in /uploads/spring to 1200px wide for the shop.",
            "make thumbnails for all the new catalog images",
            "Can you shrink the photos from Saturday's event? They're way too big for the "
            "newsletter.",
            "Scale the homepage banners down to 1920x600 and convert them to WebP.",
        ),
        attempt="Resizing the 86 images in /uploads/spring to 1200px width.",
        failure=(
            "OSError: cannot load library 'libvips.so.42': libvips.so.42: cannot open shared "
            "object file: No such file or directory"
        ),
        fix=(
            "pyvips needs the system library and it wasn't on the box. I installed libvips "
            "(apt-get install libvips42) and ran the resize again."
        ),
        fix_first="Installing libvips before touching the images, then resizing.",
        success="Processed 86/86 images -> /uploads/spring/1200w (avg 184 KB, 0 errors)",
        ack="ok cool",
        marker="libvips",
        distractor="The spring product photos came out really well, the photographer nailed it.",
    ),
    # --- retry_param ------------------------------------------------------------------------
    Family(
        slug="en-crm-export-timeout",
        lang="en",
        shape="retry_param",
        tool="export_crm_contacts",
        goals=(
            "Export all our CRM contacts to a CSV.",
            "pull the contact list out of the CRM for the marketing team",
            "I need every lead created since January in a spreadsheet, with owner and stage.",
            "Dump the customer contacts, Legal wants a copy before the audit.",
            "grab me a fresh export of the contacts tagged enterprise",
        ),
        attempt="Starting the contact export.",
        failure="HTTP 504 Gateway Timeout after 30s (GET /crm/v3/exports/contacts?format=csv)",
        fix=(
            "The export is large and the gateway cut it off at 30 seconds. Retrying with "
            "timeout=120."
        ),
        fix_first=(
            "Calling the export with timeout=120 straight away; the default 30s isn't enough "
            "for this many contacts."
        ),
        success="Export complete: contacts_2026-03-02.csv (48,213 rows, 11.4 MB)",
        ack="thanks, I'll send it over to them",
        marker="timeout=120",
        fix_args={"timeout": "120"},
        distractor="Marketing wants to clean up the duplicate contacts at some point. Not now.",
    ),
    Family(
        slug="en-tickets-page-size",
        lang="en",
        shape="retry_param",
        tool="fetch_support_tickets",
        goals=(
            "Get me all the open support tickets from last week.",
            "how many tickets came in about the billing bug? pull them",
            "Fetch the unresolved tickets tagged 'refund' so I can go through them tonight.",
            "list every ticket that got escalated to tier 2 this month",
            "Pull yesterday's tickets, I want to see what people are complaining about.",
        ),
        attempt="Fetching open tickets created in the last 7 days.",
        failure=(
            '500 Internal Server Error: {"error": "ResponseTooLarge", "description": '
            '"Response exceeded the 10 MB limit; reduce page_size (got 1000)"}'
        ),
        fix="One page of 1000 was too big for the API, so I'm paging through with page_size=100.",
        fix_first=(
            "Fetching with page_size=100 from the start so the API doesn't choke on one huge page."
        ),
        success="Fetched 1,284 tickets in 13 pages (status=open, created>=2026-02-23)",
        ack="perfect",
        marker="page_size=100",
        fix_args={"page_size": "100"},
        distractor="The billing bug is fixed now, right? Someone told me it shipped on Monday.",
    ),
    Family(
        slug="en-translate-rate-limit",
        lang="en",
        shape="retry_param",
        tool="translate_strings",
        goals=(
            "Translate the new app strings into German and French.",
            "we need the onboarding copy in spanish, can you run it through translation",
            "Localize the 340 new UI strings for the March release.",
            "Japanese version of the settings screen texts, please",
            "Could you get the checkout error messages translated for the Dutch and Polish "
            "storefronts?",
        ),
        attempt="Sending all 340 strings to the translation API in one request.",
        failure=(
            "429 Too Many Requests: Rate limit exceeded (max 50 segments per request). "
            "Retry-After: 2"
        ),
        fix=(
            "It rejected the big request. Resending in chunks with batch_size=20 and waiting "
            "out the Retry-After between them."
        ),
        fix_first="Translating with batch_size=20 so we stay under the API's rate limit.",
        success=(
            "Translated 340/340 strings -> de, fr (0 failed). Wrote locales/de.json, "
            "locales/fr.json"
        ),
        ack="great",
        marker="batch_size=20",
        fix_args={"batch_size": "20"},
        distractor=(
            "Some of the German strings from the last release read really oddly, Jonas "
            "flagged a few."
        ),
    ),
    Family(
        slug="en-flight-search-retries",
        lang="en",
        shape="retry_param",
        tool="search_flights",
        goals=(
            "Find me flights from Boston to Denver on April 12, coming back the 15th.",
            "any cheap flights to lisbon in early may?",
            "Look up morning flights SFO to Seattle next Friday. Economy, one adult.",
            "Search return trips Chicago-Toronto for the conference, June 3rd to 6th.",
        ),
        attempt="Searching BOS -> DEN, Apr 12, return Apr 15.",
        failure=(
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.fareshop.io', "
            "port=443): Read timed out. (read timeout=10)"
        ),
        fix=(
            "The fare API timed out; it drops requests under load and usually answers on a "
            "second try. Calling it again with max_retries=4 and exponential backoff."
        ),
        fix_first="Searching with max_retries=4, since that fare API flakes out at peak times.",
        success=(
            "23 offers found. Cheapest: UA1423 BOS 07:05 -> DEN 10:12, return UA688 "
            "DEN 17:40 -> BOS 23:19, $312 total"
        ),
        ack="that works, thanks",
        marker="max_retries=4",
        fix_args={"max_retries": "4"},
        distractor="My Denver trip last year was a disaster, the hotel lost my booking.",
    ),
    # --- wrong_param ------------------------------------------------------------------------
    Family(
        slug="en-bank-csv-day-first",
        lang="en",
        shape="wrong_param",
        tool="import_transactions",
        goals=(
            "Import the bank statement CSV into the budget spreadsheet.",
            "load february's transactions from the Barclays export",
            "Can you bring in the card transactions file I just downloaded? statement_mar.csv",
            "add last month's bank export to the expenses sheet",
        ),
        attempt="Importing statement_feb.csv into the Budget 2026 sheet.",
        failure=(
            "ValueError: time data '13/02/2026' does not match format '%m/%d/%Y' "
            "(row 7, column 'Date')"
        ),
        fix=(
            'The bank writes dates day-first, so I re-ran the import with date_format="%d/%m/%Y".'
        ),
        fix_first='Importing with date_format="%d/%m/%Y" since the bank exports dates day-first.',
        success=(
            "Imported 142 rows into 'Budget 2026'!Transactions (01/02/2026-28/02/2026), 0 skipped"
        ),
        ack="brilliant, cheers",
        marker="%d/%m/%Y",
        fix_args={"date_format": "%d/%m/%Y"},
        distractor="February was expensive, the car repair alone ate half the budget.",
    ),
    Family(
        slug="en-vendor-feed-encoding",
        lang="en",
        shape="wrong_param",
        tool="read_vendor_feed",
        goals=(
            "Load the new product feed from the supplier into staging.",
            "pull in Müller's price list, the file they sent this morning",
            "Can you parse the weekly inventory feed from our French vendor?",
            "ingest vendor_catalog_0311.txt please",
            "Update the catalog from the supplier's latest stock file.",
        ),
        attempt="Reading vendor_catalog.txt and loading it into staging.",
        failure=(
            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1842: "
            "invalid continuation byte"
        ),
        fix=(
            "The supplier's file isn't UTF-8; byte 0xe9 is an é in Latin-1. Reading it again "
            "with encoding='latin-1'."
        ),
        fix_first=(
            "Opening the feed with encoding='latin-1', their export tool doesn't write UTF-8."
        ),
        success="Loaded 6,418 rows into staging.vendor_products (0 rejected)",
        ack="good, thanks",
        marker="latin-1",
        fix_args={"encoding": "latin-1"},
        distractor="The supplier is raising prices again in April, their rep called about it.",
    ),
    Family(
        slug="en-bigquery-location",
        lang="en",
        shape="wrong_param",
        tool="load_to_bigquery",
        goals=(
            "Load today's events export into BigQuery.",
            "push the orders parquet files to the warehouse",
            "Can you get the March clickstream data into analytics.events_raw?",
            "upload the nightly export to bq, the job failed overnight",
        ),
        attempt=(
            "Starting a load job for gs://acme-exports/events/2026-03-11/*.parquet into "
            "analytics.events_raw."
        ),
        failure=(
            "google.api_core.exceptions.NotFound: 404 Not found: Dataset acme-prod:analytics "
            "was not found in location US"
        ),
        fix=(
            "The dataset lives in the EU multi-region and the client defaulted to US. "
            "Re-running the load job with location=EU."
        ),
        fix_first=(
            "Submitting the load job with location=EU, that's where the analytics dataset is."
        ),
        success=(
            "LoadJob DONE: 3,912,447 rows appended to acme-prod:analytics.events_raw "
            "(job bqjob_r1a2b3c4d5, 41s)"
        ),
        ack="nice one",
        marker="location=EU",
        fix_args={"location": "EU"},
        distractor="Why is our BigQuery bill so high this month? Finance is asking.",
    ),
    Family(
        slug="en-invoice-currency",
        lang="en",
        shape="wrong_param",
        tool="send_invoice",
        goals=(
            "Send Janssen BV the invoice for the February retainer, 4,500.",
            "invoice the Berlin client for the workshop, 2 days at 1200 each",
            "Bill Studio Verde for the logo work we wrapped up last week.",
            "can you get the march invoice out to Kessler GmbH today",
            "Please send an invoice to Dupont & Fils for the audit, net 30.",
        ),
        attempt="Creating the invoice for Janssen BV: February retainer, 4,500.00, due in 14 days.",
        failure=(
            "InvalidRequestError: Request req_8Kx2LmQ: The currency 'usd' is not enabled for "
            "this account. Enabled currencies: eur."
        ),
        fix="The account only settles in euros, so I re-created it with currency=eur and sent it.",
        fix_first="Creating the invoice with currency=eur (this account can't bill in dollars).",
        success="Invoice in_1Ot3QmKx sent to accounts@janssen.nl: €4,500.00, due 2026-03-25",
        ack="thanks, that's the one",
        marker="currency=eur",
        fix_args={"currency": "eur"},
        distractor="Janssen BV still hasn't paid January's invoice. Should I chase them?",
    ),
    # --- format -----------------------------------------------------------------------------
    Family(
        slug="en-meeting-decisions-bullets",
        lang="en",
        shape="format",
        tool="summarize_meeting",
        goals=(
            "What came out of this morning's product sync?",
            "summarize the planning call from yesterday",
            "Can you write up the Q2 roadmap meeting for the people who missed it?",
            "recap of the vendor call pls",
            "Go through the transcript of Tuesday's design review and tell me what we landed on.",
        ),
        attempt=(
            "Here's the recap of the product sync. Sam opened by walking through the February "
            "metrics, and the group spent a while on why activation dipped in the second "
            "week. Lena then raised the referral experiment, which led to a long discussion "
            "of pricing..."
        ),
        failure=(
            "No no, I don't want the whole story of the meeting, just give me the decisions "
            "as bullets."
        ),
        fix=(
            "Here are just the decisions, as bullet points:\n"
            "- Ship the new onboarding flow on March 18\n"
            "- Pause the referral experiment until pricing is settled\n"
            "- Sam owns the churn analysis, due next Friday"
        ),
        fix_first=(
            "Decisions from the call, in bullet points:\n"
            "- Move the vendor contract renewal to April\n"
            "- Ask for a second quote on hosting\n"
            "- Lena follows up with their account manager"
        ),
        success=(
            "- Ship the new onboarding flow on March 18\n"
            "- Pause the referral experiment until pricing is settled\n"
            "- Sam owns the churn analysis, due next Friday"
        ),
        ack="yes, exactly this",
        marker="bullet",
        distractor="The product sync ran over again, we really need a tighter agenda.",
    ),
    Family(
        slug="en-status-email-table",
        lang="en",
        shape="format",
        tool="send_status_email",
        goals=(
            "Send the weekly KPI update to the leadership list.",
            "write up this week's numbers for the execs",
            "Can you do the Friday metrics email? signups, churn, MRR.",
            "email everyone how we did this week vs last week",
        ),
        attempt=(
            "Drafted the weekly update: This week signups rose to 1,240, up 8% on last week, "
            "while churn held at 2.1%. MRR grew to $184k, and trial-to-paid conversion "
            "slipped slightly to 11.9%."
        ),
        failure=(
            "Nobody's going to read paragraphs of numbers. Put it in a table: metric, this "
            "week, last week, change."
        ),
        fix=(
            "Reworked it as a table:\n\n"
            "| Metric | This week | Last week | Change |\n"
            "|---|---|---|---|\n"
            "| Signups | 1,240 | 1,148 | +8.0% |\n"
            "| Churn | 2.1% | 2.1% | 0 |\n"
            "| MRR | $184k | $179k | +2.8% |\n"
            "| Trial-to-paid | 11.9% | 12.3% | -0.4 pt |"
        ),
        fix_first="Here's the weekly update as a table, one row per metric, ready to send.",
        success=(
            "| Metric | This week | Last week | Change |\n"
            "|---|---|---|---|\n"
            "| Signups | 1,240 | 1,148 | +8.0% |\n"
            "| Churn | 2.1% | 2.1% | 0 |\n"
            "| MRR | $184k | $179k | +2.8% |\n"
            "| Trial-to-paid | 11.9% | 12.3% | -0.4 pt |"
        ),
        ack="much better, send it",
        marker="table",
        distractor="The weekly KPI meeting is moving to Monday mornings from next week.",
    ),
    Family(
        slug="en-review-inline-comments",
        lang="en",
        shape="format",
        tool="review_pull_request",
        goals=(
            "Review PR #482 when you get a chance.",
            "can you take a look at Tomás's pull request for the rate limiter",
            "Give the auth refactor a proper review before I merge it.",
            "pls review the migration PR, #519",
        ),
        attempt=(
            "Posted my review on #482 as one summary comment: 1) the retry loop in client.py "
            "never resets the backoff, 2) config parsing swallows errors, 3) the new test "
            "depends on wall-clock time, 4) a leftover debug print."
        ),
        failure=(
            "Don't dump everything into one giant comment, I can't tell which line you mean. "
            "Put each point on the line it's about."
        ),
        fix=(
            "Moved the feedback onto the code: one inline comment per issue, at client.py:88, "
            "config.py:31 and :57, and tests/test_client.py:140, plus a two-line summary."
        ),
        fix_first=(
            "Reviewing with an inline comment on each line I have a concern about, and a "
            "short summary on top."
        ),
        success=(
            "Review submitted on #482: 4 comments (client.py:88, config.py:31, config.py:57, "
            "tests/test_client.py:140), state CHANGES_REQUESTED"
        ),
        ack="that's way easier to work through, thanks",
        marker="inline comment",
        distractor="PR #482 is blocked on CI anyway, the flaky test strikes again.",
    ),
    Family(
        slug="en-support-reply-short",
        lang="en",
        shape="format",
        tool="draft_support_reply",
        goals=(
            "Reply to the customer whose order arrived damaged, ticket 88213.",
            "draft an answer for the guy asking why he got charged twice",
            "Can you respond to Mrs. Okafor about her delayed refund?",
            "write back to the ticket about the broken login link",
            "Answer this complaint from the Kowalski account, they're pretty annoyed.",
        ),
        attempt=(
            'Drafted a reply for ticket 88213: "Dear valued customer, We sincerely apologize '
            "for the inconvenience you have experienced with your recent order. At Brightline, "
            'customer satisfaction is our highest priority..." (six paragraphs)'
        ),
        failure=(
            "Way too long and way too stiff. Nobody reads six paragraphs from support. And "
            "lose the 'valued customer' thing."
        ),
        fix=(
            'Cut it to three sentences, plain tone: "Hi Dana, sorry your order arrived '
            "damaged. I've shipped a replacement today and the tracking link is below. No "
            'need to send the broken one back."'
        ),
        fix_first=(
            'Draft for the ticket, kept to three sentences: "Hi Tom, you were charged twice '
            "because the first payment timed out on our side. I've refunded the duplicate, "
            'it should show within 3-5 days."'
        ),
        success=(
            "Hi Dana, sorry your order arrived damaged. I've shipped a replacement today and "
            "the tracking link is below. No need to send the broken one back."
        ),
        ack="yep, send that",
        marker="three sentences",
        distractor=(
            "We got a lot of damaged-order tickets this month, I wonder if it's the new courier."
        ),
    ),
    # --- approach ---------------------------------------------------------------------------
    Family(
        slug="en-spend-chart-bars",
        lang="en",
        shape="approach",
        tool="plot_chart",
        goals=(
            "Visualize our marketing spend by channel for Q1.",
            "make a chart of where the budget went last quarter",
            "Can you chart department costs for the board slides?",
            "I want a quick graph of 2025 expenses per category.",
        ),
        attempt="I'll put the spend by channel in a pie chart, one slice per channel.",
        failure="Please not a pie chart, with twelve channels they're unreadable.",
        fix=(
            "Then how about a horizontal bar chart instead: channels sorted by spend, with the "
            "amount labeled at the end of each bar?"
        ),
        fix_first="I'll make it a horizontal bar chart, sorted by spend, amounts labeled.",
        success=(
            "Horizontal bars, 12 channels sorted by Q1 spend (Paid Search on top at $412k), "
            "amounts labeled. Saved as q1_spend_by_channel.png."
        ),
        ack="yes, go with that",
        marker="bar chart",
        distractor=(
            "Marketing spend is getting cut next quarter anyway, so enjoy it while it lasts."
        ),
    ),
    Family(
        slug="en-schema-change-online",
        lang="en",
        shape="approach",
        tool="run_migration",
        goals=(
            "Add a nullable referral_code column to the users table in prod.",
            "we need an index on orders.customer_id, it's killing the dashboard queries",
            "Change events.payload from TEXT to JSON, please.",
            "can you add discount_cents to line_items today?",
        ),
        attempt=(
            "I'll run ALTER TABLE users ADD COLUMN referral_code VARCHAR(32) NULL directly on "
            "the primary now."
        ),
        failure=(
            "No way, not a plain ALTER on a 200-million-row table in the middle of the day. "
            "Last time that locked writes for twenty minutes."
        ),
        fix=(
            "Understood. Then I'd run it as an online migration with gh-ost: it copies into a "
            "shadow table, throttles on replica lag, and the cutover takes about a second. I "
            "can start the copy now and cut over tonight."
        ),
        fix_first=(
            "I'd do this as an online schema change with gh-ost, throttled on replica lag, "
            "with the cutover after 8pm."
        ),
        success=(
            "gh-ost: migrating `users` via _users_gho, max-lag-millis=1500, "
            "postpone-cut-over-flag-file set until 20:00. Estimated row copy: 2h10m."
        ),
        ack="yes, that's the way. go",
        marker="gh-ost",
        distractor="The users table has way too many dead columns, we should clean it up someday.",
    ),
    Family(
        slug="en-paris-trip-train",
        lang="en",
        shape="approach",
        tool="book_trip",
        goals=(
            "Book my trip to Paris for the client meeting on the 20th.",
            "I need to get to paris next tuesday, back wednesday night",
            "Sort out travel for the Paris offsite, 9-11 April.",
            "Can you arrange getting me to the La Défense office for Thursday's workshop?",
        ),
        attempt=(
            "There's a British Airways flight from Heathrow to Charles de Gaulle at 07:10 on "
            "the 20th for £148 return. Shall I book it?"
        ),
        failure=(
            "No, I'm done flying to Paris. By the time I've got through Heathrow security and "
            "the RER in from CDG, half the day's gone."
        ),
        fix=(
            "Fair enough. The Eurostar from St Pancras at 07:01 gets into Gare du Nord at "
            "10:20, and you're on the metro five minutes later. Standard Premier is £189 "
            "return. Book that?"
        ),
        fix_first=(
            "For Paris I'd take the Eurostar: 07:01 from St Pancras, into Gare du Nord at "
            "10:20. Want me to book it?"
        ),
        success=(
            "Booked: Eurostar 9008 St Pancras 07:01 -> Paris Nord 10:20 on 20 March, return "
            "9051 at 19:13, Standard Premier, coach 12 seat 41. Ref QXJ7TP."
        ),
        ack="lovely, thank you",
        marker="Eurostar",
        distractor="The Paris client still hasn't signed the contract, which is making me nervous.",
    ),
    Family(
        slug="en-deploy-canary",
        lang="en",
        shape="approach",
        tool="deploy_service",
        goals=(
            "Deploy the new payments-api build to production.",
            "ship v2.14.0 of checkout to prod",
            "Can you roll out the fix for the cart bug? It's on main now.",
            "push today's release of the pricing service live",
            "get the webhook retry hotfix out to prod please",
        ),
        attempt=(
            "I'll roll the new payments-api build out to all 40 production pods at once with "
            "a standard rolling update."
        ),
        failure=(
            "Not all at once. The last full rollout took checkout down for ten minutes before "
            "anyone noticed."
        ),
        fix=(
            "Then let's do a canary: 5% of traffic on the new version for 15 minutes, watch "
            "the error rate and p99 latency, and only promote if both stay flat. Okay?"
        ),
        fix_first=(
            "I'll start with a canary at 5% of traffic for 15 minutes and promote if the "
            "error rate and latency hold."
        ),
        success=(
            "Plan: new build on 2 of 40 pods (5% of traffic), 15-minute bake, auto-rollback "
            "if 5xx rate > 0.5% or p99 > 800ms, then 25% -> 100%."
        ),
        ack="good, do it",
        marker="canary",
        distractor="Production was really quiet this weekend, hardly any alerts at all.",
    ),
)
