import type { QualityQuery } from './queries';

/**
 * Names typed with one slip in a word of four letters or more (a wrong, missing, extra or swapped
 * letter), in English names and in the romaji of Japanese ones, with the circle each means; and the same
 * names typed right, which must stay first. Circles of the demo event (seed 1, scale 1), by name.
 */
const typo = (query: string, name: string): QualityQuery => ({ kind: 'typo', query, expect: { name } });
const romaji = (query: string, name: string): QualityQuery => ({ kind: 'romaji spelling', query, expect: { name } });
const exact = (query: string): QualityQuery => ({ kind: 'english', query, expect: { name: query } });

export const LATIN_TYPOS: readonly QualityQuery[] = [
  typo('frozen ecco', 'Frozen Echo'),
  typo('frozn eco', 'Frozen Echo'),
  typo('cosmic lemno atelier', 'Cosmic Lemon Atelier'),
  typo('little umbrela union', 'Little Umbrella Union'),
  typo('final lettter works', 'Final Letter Works'),
  typo('team circiut', 'Team Circuit'),
  typo('tiny comet workshp', 'Tiny Comet Workshop'),
  typo('sleepy candy sociaty', 'Sleepy Candy Society'),
  typo('falling meteorr project', 'Falling Meteor Project'),
  typo('blue stra', 'Blue Star'),
  typo('digital lilly brothers', 'Digital Lily Brothers'),
  typo('cloudy echo garaje', 'Cloudy Echo Garage'),
  typo('emerald fether workshop', 'Emerald Feather Workshop'),
  typo('final sparow studio', 'Final Sparrow Studio'),
  typo('wanderign apple', 'Wandering Apple'),
  typo('atelier nebual', 'Atelier Nebula'),
  typo('glass gardn', 'Glass Garden'),
  typo('lunra cat', 'Lunar Cat'),
  typo('paper carnaval department', 'Paper Carnival Department'),
  typo('secret storry graphics', 'Secret Story Graphics'),
  typo('eastern nebula ateleir', 'Eastern Nebula Atelier'),
  typo('starry rockett records', 'Starry Rocket Records'),
  typo('glass rian publishing', 'Glass Rain Publishing'),
  typo('emerald whael graphics', 'Emerald Whale Graphics'),
  typo('velvet crwn company', 'Velvet Crown Company'),
  typo('dreamin candy', 'Dreaming Candy'),
  typo('paper snwo', 'Paper Snow'),
  typo('windy rythm studio', 'Windy Rhythm Studio'),
  typo('broken ravn studio', 'Broken Raven Studio'),
  typo('scarlet whale socety', 'Scarlet Whale Society'),
];

export const ROMAJI_TYPOS: readonly QualityQuery[] = [
  romaji('aozora gekjou', '青空劇場'),
  romaji('nijuusou gumu', '二重奏組'),
  romaji('remon koubuo', '檸檬工房'),
  romaji('nanairo shashikan', '七色写真館'),
  romaji('tsukiusagi tsuushn', '月兎通信'),
  romaji('yamabuki insatsuo', '山吹印刷所'),
  romaji('maigo kossa', '迷子喫茶'),
  romaji('jouki yasihki', '蒸気屋敷'),
  romaji('oborozki shouten', '朧月商店'),
  romaji('komoerbi ryou', '木漏日寮'),
  romaji('dagshi kai', '駄菓子会'),
  romaji('ayane insatsujo', '菖蒲印刷所'),
  romaji('wakakusa insatusjo', '若草印刷所'),
  romaji('hyouka garoy', '氷菓画廊'),
  romaji('kodanki henshuubu', '子狸編集部'),
  romaji('komorebi kuraub', '木漏日倶楽部'),
  romaji('yakitori hopo', '焼鳥本舗'),
  romaji('suzuran seisakushi', '鈴蘭製作所'),
  romaji('shinju gekijuo', '真珠劇場'),
  romaji('tomoshbi tsuushin', '灯火通信'),
];

/** The same names typed right: a typo rule must never put another circle above them. */
export const EXACT_NAMES: readonly QualityQuery[] = ['Frozen Echo', 'Blue Star', 'Glass Garden', 'Paper Snow', 'Lunar Cat', 'Team Circuit', 'Dreaming Candy', 'Atelier Nebula'].map(exact);
