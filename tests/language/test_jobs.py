"""Where someone works, and a new job since (``service.language.jobs``): a job taken, said in
so many words ("got the krakow job", "started at Stripe", "跳槽去字节了", "入职新公司了"),
replaces where the same someone worked; a job hoped for or planned, a second job, or someone
else's does not."""

from __future__ import annotations

import pytest

from service.language.jobs import new_job_of, says_work
from service.language.slots import Said

TOMASZ = frozenset({"tomasz"})


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            Said("tomasz got the krakow job!! starts in july", people=TOMASZ),
            Said("my brother Tomasz just started at Deloitte in Warsaw", people=TOMASZ),
        ),
        (
            Said("I started at Stripe on Monday, the onboarding is intense"),
            Said("I work at a small agency in Leeds, mostly wordpress sites"),
        ),
        (
            Said("my wife took a job with the county, way better hours"),
            Said("my wife works at St. Mary's as a nurse, nights mostly"),
        ),
        (Said("handed in my notice, joining Monzo in march"), Said("i'm a dev at Barclays")),
        (Said("我老公跳槽去字节了 工资涨了不少"), Said("我老公在华为上班 天天加班")),
        (Said("我入职新公司了 在望京那边 通勤一小时"), Said("我在国贸一家外企上班")),
        (Said("我表姐去腾讯上班了"), Said("我表姐在深圳一家律所做律师")),
    ],
)
def test_a_new_job_replaces_where_one_worked(new: Said, old: Said) -> None:
    assert new_job_of(new, old), (new.text, old.text)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # hoped for or planned, not taken
        (
            Said("he's interviewing at a fintech startup in Krakow", people=TOMASZ),
            Said("my brother Tomasz just started at Deloitte in Warsaw", people=TOMASZ),
        ),
        (Said("i might apply for the job at Monzo"), Said("i'm a dev at Barclays")),
        (Said("我老公打算跳槽去字节"), Said("我老公在华为上班 天天加班")),
        (Said("我想换个工作 去外企"), Said("我在国贸一家外企上班")),
        # someone else's
        (Said("my colleague got a job at Google"), Said("I work at a small agency in Leeds")),
        (Said("我同事跳槽去阿里了"), Said("我在国贸一家外企上班")),
        # a second job beside the first
        (
            Said("I also started a weekend job at the bakery"),
            Said("I work at a small agency in Leeds"),
        ),
        # said by the assistant
        (
            Said("Congrats on starting at Stripe!", role="assistant"),
            Said("I work at a small agency in Leeds"),
        ),
    ],
)
def test_no_job_taken_of_the_same_someone_replaces_nothing(new: Said, old: Said) -> None:
    assert not new_job_of(new, old), (new.text, old.text)


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("I work at a small agency in Leeds", True),
        ("my wife works at St. Mary's as a nurse", True),
        ("my brother Tomasz just started at Deloitte in Warsaw", True),
        ("我老公在华为上班 天天加班", True),
        ("我表姐在深圳一家律所做律师", True),
        ("i'm a dev at Barclays", True),
        ("the meeting starts at 9", False),
        ("我在家吃饭", False),
        ("I live in Leeds", False),
    ],
)
def test_where_one_works(text: str, work: bool) -> None:
    assert says_work(text) is work


def test_a_name_written_lowercase_is_the_one_the_older_names() -> None:
    new = Said("tomasz got the krakow job!! starts in july")
    assert new_job_of(new, Said("my brother Tomasz just started at Deloitte in Warsaw"))
    assert not new_job_of(new, Said("my sister Hannah works at the hospital"))
    # a word opening a sentence is capitalised whatever it is
    assert not new_job_of(
        Said("the new job at Stripe starts monday"),
        Said("my sister Hannah works at an agency. The pay is awful"),
    )


XIAOJIE = frozenset({"小杰"})
PRIYA = frozenset({"priya"})


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            Said("小杰毕业了 去了成都一家游戏公司 做客户端", people=XIAOJIE),
            Said("我表弟小杰在读研 学计算机的 明年毕业", people=XIAOJIE),
        ),
        (
            Said("Priya graduated!! she starts at Accenture in september", people=PRIYA),
            Said("my sister Priya is studying law at Leeds", people=PRIYA),
        ),
        (Said("我进了一家外企做财务 上周入职的"), Said("我在上海读研 明年毕业")),
    ],
)
def test_a_study_gives_way_to_the_degree_finished_or_a_job(new: Said, old: Said) -> None:
    """Studying ("在读研", "studying law at Leeds") is where someone is until they graduate or
    take a job ("毕业了 去了成都一家游戏公司", "graduated", "入职")."""
    assert new_job_of(new, old), (new.text, old.text)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # graduating ends a study, not a job
        (Said("终于毕业了 好开心"), Said("我在华为上班 天天加班")),
        (Said("graduated from my evening course today!"), Said("I work at Barclays")),
        # a degree still ahead
        (Said("小杰明年就毕业了", people=XIAOJIE), Said("我表弟小杰在读研", people=XIAOJIE)),
    ],
)
def test_graduating_ends_no_job_and_no_study_still_under_way(new: Said, old: Said) -> None:
    assert not new_job_of(new, old), (new.text, old.text)
