"""Fresh native readers 16 and 18 (rounds 15 and 16), Hungarian, Albanian and Thai lows
(issue #15), read back from composed booklets.

hu: a wrong jump-in "soron kívül letett lapnak számít" (a "letétel" read as a bank deposit;
the older "lerakás" stays out); one wording for a lower target agreed on ("hacsak nem
állapodtatok meg alacsonyabb célpontszámban / határban", as the score sheet says it); each
player writes new hands "a saját oszlopába"; a reshuffled deal leaves "legfeljebb egy lap" of
difference; a late call "ugyanígy kell eljárni" (readers 20); the challenged card's player
is "aki letette"
(was "a lap gazdája"); the scoring example counts its cards ("egy 7-es, egy „Kimaradsz” és
egy „Színválasztó”", was "7 + „Kimaradsz” + „Színválasztó”"; the older reader's colon stays out).
sq: a challenge "dështon" (was "është e gabuar", "e humbur", "e gabuar"); a reshuffled
discard pile becomes the new draw pile and the player goes on drawing; "plotësisht" for the
last card's draw under play to the end (was "deri në fund" twice beside the rule's name); one
form "2-sh" for the silent 2; no "Kështu," leading nowhere; hands that differ "të shumtën me
një letër"; "si letër e parafundit" as elsewhere (nominative after "si", test_lang8_hu_sq);
the slap rule "Dora mbi grumbull", where the others "përplasin" their hands.
th: a jump-in stays open until the draw card's player has drawn; the challenge is made
"instead of drawing"; "the card-count table" (on another page in A5); the Draw Ten line;
"another playable card" under Wild Shuffle Hands.
"""

from __future__ import annotations

from .booklet_helpers import rewrites_not_done

COMBOS = {
    "b1": ("classic-108", "party", ()),
    "b2": ("classic-112-blanks", "official", ("plus-ten", "two-player")),
    "b3": ("classic-108", "official", ("seven-rounds", "silent-two", "colour-circle", "jump-in")),
    "b4": ("classic-112", "official", ("to-the-end", "stacking", "seven-o", "slap-uno")),
    "penalty": ("classic-108", "penalty-200", ()),
}

# language → (booklet, phrase it now says, phrase it must no longer say)
WANTED = {
    "hu": (
        ("b1", "soron kívül letett lapnak számít: vedd vissza a lapot", "letétel:"),
        (
            "b3",
            "gyűjt össze legalább 500 pontot (hacsak nem állapodtatok meg alacsonyabb",
            "egyeztetek",
        ),
        ("b3", "hanem mindenki a saját oszlopába, az utolsó sorban", "oszlopotokba"),
        ("b4", "így a kezek között legfeljebb egy lap lesz a különbség.", "egynél több lappal"),
        ("b4", "Késve bemondott „UNO!” esetén is ugyanígy kell eljárni:", "ugyanígy megy"),
        ("b1", "Ilyenkor aki letette, csak neki mutatja meg a lapjait.", "gazdája"),
        ("b4", "az húzza fel a teljes összeget, aki letette;", "gazdája"),
        ("b4", "sosem derül ki: annak, aki letette, nem volt más lapja.", "gazdájának"),
        ("b3", "amíg a játék újra el nem ér ahhoz, aki letette, akkor is", "gazdájához"),
        (
            "b1",
            "kezében egy 7-es, egy „Kimaradsz” és egy „Színválasztó” maradt, a forduló",
            "7 + „",
        ),
        ("penalty", "kezében egy 7-es, egy „Kimaradsz” és egy „Színválasztó” maradt, ő 7", "7 + „"),
    ),
    "sq": (
        ("b1", "2 të tjera për sfidën e dështuar, dhe e humb radhën", "sfidën e humbur"),
        ("b4", "Nëse sfida dështon, sfiduesi merr 6 letra", "është e gabuar"),
        ("b3", "Sfiduesi merr letra si pas çdo sfide të dështuar", "sfide të gabuar"),
        ("b1", "si grumbull të ri tërheqjeje, dhe ai vazhdon të marrë;", "dhe vazhdoni;"),
        (
            "b4",
            "kjo luhet më parë plotësisht: nëse me të fillon një zinxhir, zinxhiri vazhdon",
            "luhet deri në fund, derisa",
        ),
        ("b3", "Pasi luhet një 2-sh (numri 2,", "pas një dyshi"),
        ("b3", "Dyshi i heshtur: pas një 2-shi, heshtje", "Kështu, një"),
        ("b4", "kështu që duart ndryshojnë të shumtën me një letër.", "askush nuk ka më shumë"),
        ("b4", "nëse e luan si letër e parafundit, nuk ke pse", "si letër të parafundit"),
        (
            "b4",
            "Dora mbi grumbull: thirrjes «UNO!» i përgjigjen duke përplasur dorën",
            "Dora mbi UNO",
        ),
        ("b4", "Të tjerët përplasin menjëherë dorën sipër saj;", "e vënë menjëherë"),
    ),
    "th": (
        ("b1", "โดนไพ่บังคับจั่ว ยังแทรกได้จนกว่าเขาจะจั่วเสร็จ", "จะแทรกไม่ได้อีกเมื่อ"),
        ("b1", "ท้าทายได้ โดยท้าทายแทนการจั่ว", "แทนการจั่วทันที"),
        ("b2", "ทั้งในตารางจำนวนไพ่ ตอนเล่น", "ตารางข้างบน"),
        ("b2", "จั่วสิบ: ใช้ไพ่ “ไวลด์ จั่วสิบ” ใครโดนต้องจั่ว 10 ใบ", "เล่นด้วยไพ่"),
        ("b4", "ลงได้แม้ในมือจะมีไพ่ใบอื่นที่ลงได้ ถ้าลงเป็นใบสุดท้าย", "มีไพ่ที่ลงได้ ถ้าลง"),
    ),
}


def test_lows12_husqth_rewrites_are_in_the_booklet():
    assert rewrites_not_done(COMBOS, WANTED) == ([], [])
