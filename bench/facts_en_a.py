"""Current-facts scenarios, English, half A."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

NY, SF, LON = "-04:00", "-07:00", "+01:00"

SCENARIOS: tuple[Scenario, ...] = (
    # --- update -------------------------------------------------------------------------
    Scenario(
        "fa-en-caterer-per-head",
        "en",
        (
            s(
                f"2026-05-02T19:10:00{NY}",
                u(
                    "ok wedding stuff. we met the caterer today, Olive & Thyme, and told them "
                    "our ceiling is $85 a head for the dinner"
                ),
                a(
                    "Noted: Olive & Thyme, dinner budget $85 a head. Do you have a rough guest "
                    "count?"
                ),
                u("around 120 if my mom doesn't invite the whole church lol"),
                a("Ha. At 120 guests that's roughly $10,200 before service and tax."),
                u("yikes. ok"),
                a("Want me to ask them for a tasting date?"),
                u("yes pls, a weekend if possible"),
            ),
            s(
                f"2026-05-19T20:30:00{NY}",
                u("tasting was amazing btw. the short rib!!"),
                a("Glad to hear it! Did they send over the revised menu?"),
                u(
                    "yeah. Dani and I talked it over on the drive home, we're doing the full "
                    "package with the raw bar"
                ),
                a("The raw bar is a splurge, but it's the thing people remember."),
                u("signed it this morning. $110 per head all in, deposit's due June 1"),
                a("Great, $110 per head all in, deposit due June 1. Shall I set a reminder?"),
                u("yes. and remind me to call the florist, she's ghosting me"),
                a("Done, both reminders are set."),
                u("ty ty"),
            ),
        ),
        (
            Probe(
                "What are we paying per guest for the wedding dinner?",
                "$110 per head",
                "update",
                f"2026-06-10T18:00:00{NY}",
                3,
                stale=("$85 a head",),
            ),
            Probe(
                "Remind me of the caterer's per-person price, I need it for the spreadsheet",
                "$110 per head",
                "update",
                f"2026-06-10T18:05:00{NY}",
                3,
                stale=("$85 a head",),
            ),
        ),
    ),
    Scenario(
        "fa-en-piano-lessons",
        "en",
        (
            s(
                f"2026-04-14T17:05:00{LON}",
                u(
                    "Maya's starting piano with Mrs Okafor next week! Thursdays at 4:30, half an "
                    "hour"
                ),
                a(
                    "Lovely! Thursdays at 4:30 with Mrs Okafor. Has Maya got something to "
                    "practise on?"
                ),
                u("we've got my nan's old upright, badly out of tune tho"),
                a("A tuning usually costs £70-90. Want me to find someone local?"),
                u("go on then"),
                a("Harmony Piano Services in Headingley has good reviews and does weekends."),
            ),
            s(
                f"2026-05-06T08:40:00{LON}",
                u(
                    "argh. Mrs Okafor's messaged, she's taken a hospital job on Thursday "
                    "afternoons from June so that slot's gone"
                ),
                a("Oh no. Did she offer anything else?"),
                u("she's checking her diary, will get back to me"),
                a("Fair enough. Shall I nudge you on Friday if you haven't heard?"),
                u("yeah ta"),
                u("oh she's just replied. Saturdays at 10:15 from the 6th of June, same length"),
                a("Perfect, I've noted Saturdays at 10:15 starting 6 June."),
                u("Maya will moan about her lie-in but she'll live"),
            ),
            s(
                f"2026-06-02T19:00:00{LON}",
                u("can you pop Maya's lesson in the family calendar? recurring"),
                a("Sure, I'll add it as a weekly recurring event."),
                u("cheers. she also needs the Grade 1 book"),
                a("The ABRSM Piano Exam Pieces Grade 1 book is the usual one, about £9."),
                u("order it, my 15:35 train's here"),
                a("Ordered, arriving Thursday."),
            ),
        ),
        (
            Probe(
                "When's Maya's piano lesson?",
                "Saturdays at 10:15",
                "update",
                f"2026-06-10T12:00:00{LON}",
                4,
                stale=("Thursdays at 4:30",),
            ),
            Probe(
                "What time do I need to get Maya to Mrs Okafor's each week?",
                "Saturdays at 10:15",
                "update",
                f"2026-06-10T12:05:00{LON}",
                4,
                stale=("Thursdays at 4:30",),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    Scenario(
        "fa-en-appointment-mornings",
        "en",
        (
            s(
                f"2026-04-08T14:00:00{SF}",
                u(
                    "can you book me a cleaning at Bayview Dental? I always go late afternoon, "
                    "like 4 or 5, after work"
                ),
                a("Got it: late afternoon appointments only. They have Tue the 21st at 4:40pm?"),
                u("yep"),
                a("Booked: Tuesday April 21, 4:40pm, Bayview Dental."),
                u("thx. my back tooth's been kinda sensitive to cold lately"),
                a(
                    "Worth mentioning at the cleaning. A sensitivity toothpaste might help till "
                    "then."
                ),
            ),
            s(
                f"2026-05-12T09:30:00{SF}",
                u("started the new job yesterday!! hospital pharmacy, 10 to 7 shifts"),
                a("Congratulations! How was day one?"),
                u("exhausting but good. parking is a nightmare"),
                a("Classic hospital parking. Is there a staff lot?"),
                u("there's a waitlist lol"),
                a("Of course there is."),
            ),
            s(
                f"2026-06-01T07:50:00{SF}",
                u(
                    "need the eye doctor for new contacts. get me something first thing, like "
                    "8am, before my shift. that's how I want all my appointments from here on"
                ),
                a(
                    "Will do, first thing in the morning from here on. Dr. Lum has Thursday at "
                    "8:00am."
                ),
                u("grab it"),
                a("Booked Thursday June 4, 8:00am with Dr. Lum."),
                u("ty"),
            ),
        ),
        (
            Probe(
                "Set up my next dental cleaning, what time of day should I ask for?",
                "first thing",
                "preference",
                f"2026-06-20T10:00:00{SF}",
                4,
                stale=("late afternoon",),
            ),
            Probe(
                "When do I like my appointments scheduled?",
                "first thing",
                "preference",
                f"2026-06-20T10:05:00{SF}",
                4,
                stale=("late afternoon",),
            ),
        ),
    ),
    Scenario(
        "fa-en-laundry-detergent",
        "en",
        (
            s(
                f"2026-04-03T18:20:00{NY}",
                u(
                    "add Tide Original to the grocery order, the big jug. used it forever, love "
                    "the smell"
                ),
                a("Added Tide Original, 146 oz. Anything else?"),
                u("paper towels and a dozen eggs"),
                a("Done. Delivery Saturday between 9 and 11."),
                u("perfect"),
            ),
            s(
                f"2026-04-24T21:15:00{NY}",
                u("so the baby's got eczema. pediatrician says it's super common"),
                a(
                    "Sorry to hear that, it's very common and usually manageable. Any advice from "
                    "her?"
                ),
                u(
                    "fragrance-free everything, laundry too. so from the next order it's the "
                    "All Free Clear stuff"
                ),
                a("Understood: All Free Clear for laundry going forward."),
                u("and some of that Aquaphor"),
                a("Added Aquaphor Healing Ointment to the list."),
                u("ugh I'm so tired"),
                a("Hang in there. The newborn months are brutal."),
            ),
            s(
                f"2026-05-15T10:00:00{NY}",
                u("reorder the usual household stuff pls"),
                a("Sure, same store as last time?"),
                u("yeah Target, same slot"),
                a("Queued for Saturday morning delivery."),
                u("👍"),
            ),
        ),
        (
            Probe(
                "Which laundry detergent goes in my order?",
                "All Free Clear",
                "preference",
                f"2026-06-02T09:00:00{NY}",
                4,
                stale=("Tide Original",),
            ),
            Probe(
                "What brand do I buy for washing clothes?",
                "All Free Clear",
                "preference",
                f"2026-06-02T09:05:00{NY}",
                4,
                stale=("Tide Original",),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    Scenario(
        "fa-en-mortgage-options",
        "en",
        (
            s(
                f"2026-04-09T20:00:00{LON}",
                u("broker's sent three mortgage offers over, can you give me the gist?"),
                a(
                    "Here's the gist: a Nationwide 5-year fixed at 4.19% with a £999 fee; a "
                    "Barclays 2-year tracker at base plus 0.6%, no fee; and an HSBC 10-year "
                    "fixed at 4.55%, fee-free. Monthly payments come out around £1,460, £1,410 "
                    "and £1,520."
                ),
                u("the tracker one's a hard no, not gambling on rates with a baby on the way"),
                a("Makes sense. That leaves the two fixed deals."),
                u("ten years feels like forever tho. let me sleep on it"),
                a("Sure. Worth checking the early repayment charges on both."),
            ),
            s(
                f"2026-04-13T12:30:00{LON}",
                u("right, rang the broker. we're going with the Nationwide one, five years"),
                a(
                    "Great, the Nationwide deal at 4.19%. Add the £999 fee to the loan or pay "
                    "upfront?"
                ),
                u("add it to the loan I think"),
                a("That's common, it just costs a bit more in interest over the term."),
                u("fine. what docs do they want?"),
                a("Usually three months of payslips, bank statements, ID and proof of deposit."),
                u("ok will dig them out tonight"),
            ),
        ),
        (
            Probe(
                "Remind me which mortgage deal we ended up taking?",
                "Nationwide",
                "rejection",
                f"2026-05-04T19:00:00{LON}",
                3,
                stale=("Barclays",),
            ),
            Probe(
                "What interest rate is our new mortgage on?",
                "4.19%",
                "rejection",
                f"2026-05-04T19:05:00{LON}",
                3,
                stale=("base plus 0.6%",),
            ),
        ),
    ),
    Scenario(
        "fa-en-summer-camp",
        "en",
        (
            s(
                f"2026-04-20T19:45:00{NY}",
                u("need a summer camp for Lily, 2 weeks in July, she's 9"),
                a(
                    "Three with July openings nearby: Bright Circuits robotics camp at the "
                    "community college, Harbor Kids sailing camp at the marina, and Footlights "
                    "theatre camp downtown. Two weeks costs $640, $890 and $520."
                ),
                u("def not the sailing one, she gets seasick on the ferry ffs"),
                a("Fair enough! Robotics or theatre then?"),
                u("she did a theatre thing last year and called it 'cringe' lol"),
                a("Nine-year-old reviews are brutal."),
            ),
            s(
                f"2026-04-27T08:15:00{NY}",
                u("ok signed her up for the robotics one, weeks of July 6 and 13"),
                a("Nice! Bright Circuits, July 6 to 17. Anything they need from you?"),
                u("packed lunch every day and a medical form"),
                a("I'll remind you about the form. What's drop-off?"),
                u("8:30, pickup at 3"),
                a("Noted."),
            ),
        ),
        (
            Probe(
                "Which camp is Lily going to this summer?",
                "Bright Circuits",
                "rejection",
                f"2026-05-10T20:00:00{NY}",
                3,
                stale=("Harbor Kids",),
            ),
            Probe(
                "What kind of camp did we pick for Lily in July?",
                "robotics",
                "rejection",
                f"2026-05-10T20:05:00{NY}",
                3,
                stale=("sailing camp",),
            ),
        ),
    ),
    # --- distinct -----------------------------------------------------------------------
    Scenario(
        "fa-en-pet-meds",
        "en",
        (
            s(
                f"2026-05-04T18:00:00{NY}",
                u("vet day. Biscuit (the lab) is on Apoquel for his itchy paws, 16 mg once a day"),
                a("Got it: Biscuit, Apoquel 16 mg once daily. How's he taking it?"),
                u("fine, he thinks it's a treat lol"),
                a("The dream patient."),
                u(
                    "and Mochi's bloodwork came back, she's hyperthyroid. vet started her on "
                    "methimazole 2.5 mg twice a day"
                ),
                a("Poor Mochi. Methimazole 2.5 mg twice daily, noted. Pill or the ear gel?"),
                u("pill, in a pill pocket. wish me luck"),
            ),
            s(
                f"2026-05-20T07:30:00{NY}",
                u("Mochi has a recheck on June 3 for her thyroid levels"),
                a("Added: Mochi's thyroid recheck, June 3."),
                u("and Biscuit's due his annual shots at the end of June"),
                a("Want me to book that at the same clinic?"),
                u("yeah Maple Street Vet, both of them go there"),
                a("Will do."),
                u("thanks. Biscuit just ate a sock. unrelated"),
            ),
        ),
        (
            Probe(
                "How much of her thyroid pill does Mochi get?",
                "2.5 mg twice",
                "distinct",
                f"2026-06-01T08:00:00{NY}",
                3,
            ),
            Probe(
                "List the pets' medications and doses for the sitter",
                "methimazole 2.5",
                "distinct",
                f"2026-06-01T08:05:00{NY}",
                3,
                also=("Apoquel 16 mg",),
            ),
            Probe(
                "When are the two vet visits coming up?",
                "June 3",
                "distinct",
                f"2026-06-01T08:10:00{NY}",
                3,
                also=("end of June",),
            ),
        ),
    ),
    Scenario(
        "fa-en-insurance-renewals",
        "en",
        (
            s(
                f"2026-05-08T19:20:00{LON}",
                u(
                    "renewal letter came. my Golf renews on 14 August with Admiral, they want "
                    "£612 which is daylight robbery"
                ),
                a("That is steep. Want me to pull comparison quotes nearer the time?"),
                u("yes, like three weeks before"),
                a("I'll remind you around 24 July."),
                u("also Sam's van, the Transit, is with Direct Line and renews 2 November"),
                a("Noted: Sam's Transit, Direct Line, renewal 2 November."),
                u("ta. brew time"),
            ),
            s(
                f"2026-05-27T12:00:00{LON}",
                u("Sam says his van quote came early, £840 because it's business use"),
                a("Business use always costs more. Want me to compare that one too?"),
                u("nah he's happy with it"),
                a("Fine. And the Golf's still the one to shop around?"),
                u("yep"),
                a("I'll have quotes ready in July."),
            ),
        ),
        (
            Probe(
                "When is my car insurance up for renewal?",
                "14 August",
                "distinct",
                f"2026-06-15T18:00:00{LON}",
                3,
            ),
            Probe(
                "When do both our vehicle policies renew?",
                "14 August",
                "distinct",
                f"2026-06-15T18:05:00{LON}",
                3,
                also=("2 November",),
            ),
            Probe(
                "How much is Sam paying to insure his van?",
                "£840",
                "distinct",
                f"2026-06-15T18:10:00{LON}",
                3,
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    Scenario(
        "fa-en-night-shifts",
        "en",
        (
            s(
                f"2026-04-02T20:00:00{SF}",
                u(
                    "fyi I work the day shift at the distribution center, so I'm up at 5:30 "
                    "and in bed by 9:30"
                ),
                a("Got it. So the best time to reach you is evenings before nine?"),
                u("yeah, or lunch around noon"),
                a("Noted. Anything else to plan around?"),
                u("not really. gym on Saturdays"),
            ),
            s(
                f"2026-05-04T16:00:00{SF}",
                u(
                    "ugh they've put me on night shifts until May 31, covering a guy on paternity "
                    "leave"
                ),
                a("That's a big adjustment. What are the hours?"),
                u("10pm to 6:30am. so I'm asleep from like 8am to 3pm, don't ping me then"),
                a("Understood, no messages between 8am and 3pm until the end of May."),
                u("blackout curtains arrive tomorrow lol"),
                a("Good call. Earplugs help too."),
            ),
            s(
                f"2026-06-05T12:10:00{SF}",
                u("need new work boots, steel toe, size 11, under $120"),
                a("The Timberland PRO Pit Boss is about $115 and well reviewed."),
                u("order them"),
                a("Ordered, arriving Thursday."),
                u("nice"),
            ),
        ),
        (
            Probe(
                "When's a good time to message me?",
                "day shift",
                "ended",
                f"2026-06-15T11:00:00{SF}",
                4,
                stale=("8am to 3pm",),
            ),
            Probe(
                "What shift am I working these days?",
                "day shift",
                "ended",
                f"2026-06-15T11:05:00{SF}",
                4,
                stale=("night shifts", "10pm to 6:30am"),
            ),
        ),
    ),
    Scenario(
        "fa-en-kitchen-refit-stay",
        "en",
        (
            s(
                f"2026-04-06T11:00:00{LON}",
                u("can you save my address for deliveries? 42 Abbeydale Road, Sheffield S7"),
                a("Saved: 42 Abbeydale Road, Sheffield S7."),
                u("cheers. also need a decent kitchen fitter, ours is falling apart"),
                a("I can shortlist a few local fitters. Budget?"),
                u("twelve grand tops"),
                a("I'll look for options under £12k."),
            ),
            s(
                f"2026-05-11T19:30:00{LON}",
                u("kitchen's getting ripped out monday, no water or gas for a fortnight"),
                a("Oof. Are you staying put?"),
                u(
                    "no chance. I'm at my sister's in Leeds until the 24th, so anything for me "
                    "goes to 9 Chapel Lane, Leeds LS6 till then"
                ),
                a("Got it, parcels to 9 Chapel Lane, Leeds LS6 until 24 May."),
                u("her cat hates me already"),
                a("Treats. Bribery always works."),
            ),
            s(
                f"2026-06-08T09:00:00{LON}",
                u("I want bar stools for the new island, oak, under £200 for the pair, ideas?"),
                a("Habitat's Tarik stools are £89 each in oak and well reviewed."),
                u("ooh yes those"),
                a("Shall I put two in your basket?"),
                u("please"),
            ),
        ),
        (
            Probe(
                "Where should the bar stools be delivered?",
                "42 Abbeydale Road",
                "ended",
                f"2026-06-08T09:30:00{LON}",
                3,
                stale=("9 Chapel Lane",),
            ),
            Probe(
                "What's my delivery address?",
                "42 Abbeydale Road",
                "ended",
                f"2026-06-20T10:00:00{LON}",
                4,
                stale=("9 Chapel Lane",),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    Scenario(
        "fa-en-plumber-quote",
        "en",
        (
            s(
                f"2026-05-05T08:00:00{NY}",
                u("water heater's leaking from the bottom, can you find a plumber this week"),
                a(
                    "Reyes Plumbing & Heating can come Thursday, they quoted $340 to replace the "
                    "drain valve."
                ),
                a("QuickFlow could come tomorrow, but they want $520."),
                u("Reyes. I can live with a bucket till Thursday"),
                a("Booked Reyes for Thursday between 8 and 10am. Their ref is RP-2291."),
                u("you're a star"),
            ),
            s(
                f"2026-05-14T17:30:00{NY}",
                u("heater's been fine since thursday btw, the guy was great"),
                a("Glad to hear it! Did he say anything about the tank's age?"),
                u("said it's 11 years old and I should budget for a new one in a year or two"),
                a("Good to know. A 50-gallon replacement usually runs $1,500 to $2,500 installed."),
                u("lovely. more money"),
                a("At least you've got some warning."),
            ),
        ),
        (
            Probe(
                "What did that plumber you found charge me?",
                "$340",
                "coreference",
                f"2026-06-02T09:00:00{NY}",
                3,
                stale=("$520",),
                resolves_to="Reyes",
            ),
            Probe(
                "Can you get the same plumber back to quote the new tank?",
                "Reyes Plumbing",
                "coreference",
                f"2026-06-02T09:05:00{NY}",
                3,
                stale=("QuickFlow",),
                resolves_to="Reyes",
            ),
        ),
    ),
    Scenario(
        "fa-en-maths-tutor",
        "en",
        (
            s(
                f"2026-04-15T18:00:00{LON}",
                u("Josh is struggling with GCSE maths, can you find a tutor? online's fine"),
                a(
                    "I found two. Priya Nair, a former maths teacher, £38 an hour, free "
                    "Tuesday and Thursday evenings."
                ),
                a("And Tom Whitfield, a uni student, £22 an hour, weekends only."),
                u("Priya sounds better, he needs someone strict tbh"),
                a("I'll message her to set up a trial lesson."),
            ),
            s(
                f"2026-04-22T20:10:00{LON}",
                u("trial went well! they agreed on Tuesdays at 6pm, weekly"),
                a("Brilliant. Shall I set a recurring reminder?"),
                u("yes, and one to pay her on the last Friday of the month"),
                a("Done."),
                u("he even said she was 'alright' which is teenage for amazing"),
                a("High praise indeed!"),
            ),
            s(
                f"2026-05-18T19:00:00{LON}",
                u("mock results are back, Josh went from a 4 to a 6!!"),
                a("That's a huge jump, well done Josh!"),
                u("so proud. exams start in 3 weeks"),
                a("Want me to draft a revision timetable?"),
                u("maybe at the weekend"),
            ),
        ),
        (
            Probe(
                "What time is Josh's lesson with the tutor we picked?",
                "Tuesdays at 6pm",
                "coreference",
                f"2026-05-25T17:00:00{LON}",
                4,
                stale=("weekends only",),
                resolves_to="Priya",
            ),
            Probe(
                "How much does that tutor charge an hour?",
                "£38 an hour",
                "coreference",
                f"2026-05-25T17:05:00{LON}",
                4,
                stale=("£22 an hour",),
                resolves_to="Priya",
            ),
        ),
    ),
    # --- window -------------------------------------------------------------------------
    Scenario(
        "fa-en-bp-log",
        "en",
        (
            s(
                f"2026-04-13T07:30:00{NY}",
                u("morning bp: 142/91, pulse 78. doc wants me logging these"),
                a(
                    "Logged 142/91, pulse 78. A bit high. Did you sit quietly for five minutes "
                    "first?"
                ),
                u("yeah, and no coffee yet"),
                a("Good. Try to measure at the same time every day."),
                u("will do"),
            ),
            s(
                f"2026-05-04T07:35:00{NY}",
                u("bp today 128/82, pulse 70. think the lisinopril is kicking in"),
                a("That's a nice drop. 128/82 logged."),
                u("🙌"),
                a("Want a weekly summary you can show your doctor?"),
                u("sure"),
            ),
            s(
                f"2026-05-12T18:20:00{NY}",
                u("doctor's appt on the 28th. what should I bring?"),
                a("Your readings log, your meds list, and any questions about side effects."),
                u("the dry cough is annoying tbh"),
                a("Definitely mention it, that's a known lisinopril side effect."),
            ),
        ),
        (
            Probe(
                "What was my blood pressure reading back in mid-April?",
                "142/91",
                "window",
                f"2026-05-20T08:00:00{NY}",
                4,
                stale=("128/82",),
            ),
            Probe(
                "What did my BP come out at in early May?",
                "128/82",
                "window",
                f"2026-05-20T08:05:00{NY}",
                4,
                stale=("142/91",),
            ),
        ),
    ),
    Scenario(
        "fa-en-book-club",
        "en",
        (
            s(
                f"2026-03-12T20:00:00{SF}",
                u("book club picked the March book: Klara and the Sun. meeting on the 26th"),
                a("Nice pick! Want a reading schedule?"),
                u("~30 pages a day should do it"),
                a("That gets you there with a couple of days to spare."),
                u("also I'm hosting, need snack ideas"),
                a("A cheese board and some lemon bars are easy crowd-pleasers."),
            ),
            s(
                f"2026-04-09T19:30:00{SF}",
                u("april pick is in: The Overstory. 500 pages, Jen's trying to kill us"),
                a("Ha, it's a big one. When's the meeting?"),
                u("the 30th, at Marco's"),
                a("So about twenty-five pages a day from today."),
                u("ugh fine"),
            ),
            s(
                f"2026-05-07T21:00:00{SF}",
                u("we're skipping May, half the group is travelling"),
                a("Makes sense. Back in June?"),
                u("yeah probably"),
                a("I'll keep an eye out for the June pick."),
            ),
        ),
        (
            Probe(
                "Which book did we read for book club in March?",
                "Klara and the Sun",
                "window",
                f"2026-05-20T19:00:00{SF}",
                4,
                stale=("The Overstory",),
            ),
            Probe(
                "What was the April book club book?",
                "The Overstory",
                "window",
                f"2026-05-20T19:05:00{SF}",
                4,
                stale=("Klara and the Sun",),
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    Scenario(
        "fa-en-gym-cancel",
        "en",
        (
            s(
                f"2026-04-04T09:00:00{LON}",
                u("how do I book the spin class at PureGym on the app? the 18:15 one"),
                a("Open Classes, pick the day, tap Book. The evening ones fill up 48 hours out."),
                u("ta"),
                a("Anything else?"),
                u("nope, off to class"),
            ),
            s(
                f"2026-05-02T10:15:00{LON}",
                u("cancel my PureGym renewal please"),
                u(
                    "they're putting it up to £65 a month from June and the pool's closing "
                    "for refurb till September. no thanks"
                ),
                a("Fair. They need 30 days' notice, so I'll draft the email for today."),
                u("send it"),
                a("Sent. You should get a confirmation within 3 working days."),
                u("cheers. might just run outside"),
            ),
            s(
                f"2026-05-20T07:45:00{LON}",
                u("what's a good couch to 5k app"),
                a("The NHS Couch to 5K app is free and very well liked."),
                u("downloading it"),
                a("Good luck with week one!"),
            ),
        ),
        (
            Probe(
                "Why did I quit the gym?",
                "£65 a month",
                "why",
                f"2026-06-03T08:00:00{LON}",
                4,
            ),
            Probe(
                "What made me cancel PureGym again?",
                "closing for refurb",
                "why",
                f"2026-06-03T08:05:00{LON}",
                4,
            ),
        ),
    ),
    Scenario(
        "fa-en-garden-party",
        "en",
        (
            s(
                f"2026-05-01T18:00:00{NY}",
                u("planning Mom's 70th, garden party on June 27, about forty people"),
                a("Fun! In your backyard?"),
                u("yep, we'll rent a tent"),
                a("A 20x30 tent seats about 40. Want quotes?"),
                u("yes please"),
                a("I'll get three quotes by Monday."),
            ),
            s(
                f"2026-05-15T13:20:00{NY}",
                u("so mom's hip replacement finally got a date. June 24"),
                u("let's push the party to September, maybe the 12th"),
                a("September 12 it is. I'll let the tent companies know."),
                u("and tell Aunt Ruth, she already booked a flight lol"),
                a("Oops. I'll draft a message to her."),
                u("ugh she's going to be so dramatic about it"),
            ),
        ),
        (
            Probe(
                "Why did we move Mom's party to the fall?",
                "hip replacement",
                "why",
                f"2026-06-01T12:00:00{NY}",
                3,
            ),
            Probe(
                "how come the garden party isn't happening in June anymore?",
                "hip replacement",
                "why",
                f"2026-06-01T12:05:00{NY}",
                3,
            ),
        ),
    ),
)
