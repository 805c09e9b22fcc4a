import { words } from '@/lib/demo-data/words/word-list';

/** English words with the katakana reading a Japanese catalogue would print. */
export const englishAdjectives = words(`
  Blue:ブルー Red:レッド Silver:シルバー Golden:ゴールデン Midnight:ミッドナイト Little:リトル Lazy:レイジー
  Sleepy:スリーピー Happy:ハッピー Lucky:ラッキー Crimson:クリムゾン Velvet:ベルベット Paper:ペーパー
  Glass:グラス Iron:アイアン Neon:ネオン Electric:エレクトリック Secret:シークレット Hidden:ヒドゥン
  Wandering:ワンダリング Dreaming:ドリーミング Falling:フォーリング Silent:サイレント Quiet:クワイエット
  Wild:ワイルド Tiny:タイニー Cosmic:コズミック Lunar:ルナ Solar:ソーラー Starry:スターリー Frozen:フローズン
  Sweet:スイート Bitter:ビター Sugar:シュガー Honey:ハニー Moonlit:ムーンリット Northern:ノーザン
  Eastern:イースタン Lost:ロスト Broken:ブロークン Second:セカンド Final:ファイナル Rainy:レイニー
  Cloudy:クラウディ Windy:ウィンディ Pale:ペイル Dark:ダーク Bright:ブライト Fancy:ファンシー Royal:ロイヤル
  Vintage:ヴィンテージ Retro:レトロ Analog:アナログ Digital:デジタル Velvety:ベルベティ Emerald:エメラルド
  Amber:アンバー Scarlet:スカーレット Ivory:アイボリー
`);

export const englishNouns = words(`
  Lantern:ランタン Cat:キャット Fox:フォックス Rabbit:ラビット Owl:アウル Raven:レイヴン Whale:ホエール
  Dragon:ドラゴン Garden:ガーデン Forest:フォレスト Harbor:ハーバー Island:アイランド Planet:プラネット
  Comet:コメット Star:スター Moon:ムーン Sky:スカイ Rain:レイン Snow:スノー Cloud:クラウド Tea:ティー
  Cocoa:ココア Candy:キャンディ Cookie:クッキー Lemon:レモン Cherry:チェリー Peach:ピーチ Melon:メロン
  Apple:アップル Rose:ローズ Lily:リリー Clover:クローバー Feather:フェザー Ribbon:リボン Button:ボタン
  Crown:クラウン Key:キー Door:ドア Window:ウィンドウ Bell:ベル Clock:クロック Compass:コンパス Map:マップ
  Letter:レター Diary:ダイアリー Story:ストーリー Tale:テイル Song:ソング Melody:メロディ Rhythm:リズム
  Echo:エコー Signal:シグナル Radio:レディオ Engine:エンジン Rocket:ロケット Robot:ロボット Pixel:ピクセル
  Circuit:サーキット Ghost:ゴースト Witch:ウィッチ Knight:ナイト Wizard:ウィザード Pirate:パイレーツ
  Parade:パレード Circus:サーカス Carnival:カーニバル Lighthouse:ライトハウス Station:ステーション
  Library:ライブラリー Bakery:ベーカリー Diner:ダイナー Teapot:ティーポット Umbrella:アンブレラ
  Orbit:オービット Meteor:メテオ Nebula:ネビュラ Tulip:チューリップ Sparrow:スパロウ
`);

/** What an English circle name ends with. */
export const englishSuffixes = words(`
  Works:ワークス Studio:スタジオ Factory:ファクトリー Lab:ラボ Press:プレス Club:クラブ Project:プロジェクト
  Records:レコーズ Books:ブックス Company:カンパニー Room:ルーム House:ハウス Atelier:アトリエ
  Graphics:グラフィックス Society:ソサエティ Syndicate:シンジケート Collective:コレクティブ Market:マーケット
  Publishing:パブリッシング Workshop:ワークショップ Garage:ガレージ Department:デパートメント Union:ユニオン
  Brothers:ブラザーズ Sisters:シスターズ
`);

/** Words that open names like Studio 月光 or Atelier Fox. */
export const englishPrefixes = words(`Studio:スタジオ Atelier:アトリエ Team:チーム Project:プロジェクト Club:クラブ Lab:ラボ`);
