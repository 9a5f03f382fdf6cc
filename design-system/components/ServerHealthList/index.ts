export * from './ServerHealthList';
