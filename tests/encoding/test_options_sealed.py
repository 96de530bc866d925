"""A deal sealed with nothing named ("签了！", "signed the lease!") takes the one option of a
list left after the others were turned down, in other sessions, through the API and the real
Neo4j; with two options left, it takes none."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.encoding.test_options import _said

ZH_FLATS = (
    "挑了三套：1）翠湖苑两居，6200，走到地铁站五分钟；2）金地格林三居整租，8500，带个小花园；"
    "3）汇智公寓一居，4300，在川沙，通勤差不多一小时。"
)
EN_FLATS = (
    "Found three: 1) a 2-bed on Alder Street, $2,150, near the light rail. 2) a townhouse on "
    "Birch Lane, $2,900, with a yard. 3) a studio at Cedar Court, $1,600, a 50 minute commute."
)


def _sealed(client: TestClient, bank: str, listing: str, turns: list[str], deal: str) -> dict:
    _said(client, bank, listing, "2026-06-06T10:01:00+08:00", role="assistant")
    for k, text in enumerate(turns):
        _said(client, bank, text, f"2026-06-0{7 + k}T20:30:00+08:00", session=f"s{2 + k}")
    return _said(client, bank, deal, "2026-06-12T21:40:00+08:00", session="s9")["created"][0]


def test_a_deal_sealed_after_the_others_were_turned_down_takes_the_one_left(
    client: TestClient, bank: str
) -> None:
    turns = ["三居那套pass 八千五 我一个人住那么大干嘛", "看完了 一居那个太远了 早上得六点起 不行"]
    decision = _sealed(client, bank, ZH_FLATS, turns, "签了！6000一个月 房东答应换台新空调")
    assert "option.taken" in decision["signals"]
    assert "翠湖苑" in decision["text"]


def test_an_english_deal_sealed_takes_the_one_left(client: TestClient, bank: str) -> None:
    turns = ["not the townhouse, way over budget", "not the studio, that commute would kill me"]
    decision = _sealed(client, bank, EN_FLATS, turns, "signed the lease! move in on the 1st")
    assert "option.taken" in decision["signals"]
    assert "Alder Street" in decision["text"]


def test_with_two_options_left_a_sealed_deal_takes_none(client: TestClient, bank: str) -> None:
    turns = ["not the townhouse, way over budget"]
    made = _sealed(client, bank, EN_FLATS, turns, "signed the lease! move in on the 1st")
    assert "option.taken" not in made["signals"]
    assert "Alder Street" not in made["text"] and "Cedar Court" not in made["text"]
